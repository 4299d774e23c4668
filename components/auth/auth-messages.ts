// Exact Chinese strings of the auth dialogs (docs/product-rules.md#login-and-registration); tests assert on these.
export const AUTH_MESSAGES = {
  mobileRequired: "请输入手机号!",
  passwordRequired: "请输入密码!",
  registerPasswordRequired: "请设置账号密码!",
  imageCaptchaRequired: "请输入图形验证码!",
  smsCodeRequired: "请输入手机验证码!",
  /** Toast when "获取验证码" is pressed with an empty image captcha. */
  imageCaptchaBeforeSend: "请输入图形验证码",
  agreementRequired: "请同意《用户协议》和《隐私政策》",
  registerSuccess: "注册成功",
  resetSuccess: "密码重置成功",
  /** The code-bind-new-mobile dialog words the mobile rule differently, as the official client does. */
  codeBindMobileRequired: "请输入手机号码!",
  bindSuccess: "绑定成功",
} as const;
