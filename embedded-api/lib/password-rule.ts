import type { FieldRule } from "./validate";

/** A new password (registration, change, reset): 6–16 characters, with MeEdu's registration messages. */
export const NEW_PASSWORD_RULE: FieldRule = {
  field: "password",
  required: "请输入密码",
  min: [6, "密码长度不能少于6个字符"],
  max: [16, "密码长度不能多于16个字符"],
};
