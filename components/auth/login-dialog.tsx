"use client";

import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { useAuthDialogStore } from "./auth-dialog-store";
import { LOGIN_TAB_PANEL_ID, LoginTabs, loginTabId } from "./login-tabs";
import { SmsVerifyFields } from "./sms-verify-fields";
import { SubmitButton } from "./submit-button";
import { ThirdPartyLogin } from "./third-party-login";
import { useLoginForm } from "./use-login-form";

export function LoginDialog({ open }: { open: boolean }) {
  const close = useAuthDialogStore((state) => state.close);
  return (
    <Modal open={open} title="用户登录" hideTitle onClose={close}>
      <LoginDialogBody />
    </Modal>
  );
}

function LoginDialogBody() {
  const { tab, setTab, form, captcha, refreshCaptcha, countdown, busy, submit } = useLoginForm();
  const showDialog = useAuthDialogStore((state) => state.show);
  const { values, errors, setValue } = form;

  return (
    <>
      <LoginTabs value={tab} onChange={setTab} />
      <form
        id={LOGIN_TAB_PANEL_ID}
        role="tabpanel"
        aria-labelledby={loginTabId(tab)}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="手机号"
          value={values.mobile}
          onChange={(value) => setValue("mobile", value)}
          error={errors.mobile}
          placeholder="请输入手机号"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
        />
        {tab === 0 ? (
          <TextField
            label="密码"
            type="password"
            value={values.password}
            onChange={(value) => setValue("password", value)}
            error={errors.password}
            placeholder="请输入密码"
            autoComplete="current-password"
          />
        ) : (
          <SmsVerifyFields
            form={form}
            scene="login"
            captcha={captcha}
            refreshCaptcha={refreshCaptcha}
            countdown={countdown}
          />
        )}
        <SubmitButton busy={busy}>立即登录</SubmitButton>
      </form>
      <div className="mt-4 flex items-center justify-between text-sm">
        <button type="button" onClick={() => showDialog("register")} className="text-primary hover:underline">
          新用户注册&gt;&gt;
        </button>
        {tab === 0 ? (
          <button
            type="button"
            onClick={() => showDialog("forgot-password")}
            className="text-gray-500 hover:text-primary"
          >
            忘记密码
          </button>
        ) : null}
      </div>
      <ThirdPartyLogin />
    </>
  );
}
