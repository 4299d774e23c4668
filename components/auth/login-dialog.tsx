import { Modal } from "@/components/ui/modal";
import { useAuthDialogStore } from "./auth-dialog-store";
import { LOGIN_TAB_PANEL_ID, LoginTabs, loginTabId } from "./login-tabs";
import { MobileField } from "./mobile-field";
import { PasswordField } from "./password-field";
import { SmsVerifyFields } from "./sms-verify-fields";
import { SubmitButton } from "./submit-button";
import { SubmitForm } from "./submit-form";
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
  const { tab, setTab, form, sms, busy, submit } = useLoginForm();
  const showDialog = useAuthDialogStore((state) => state.show);

  return (
    <>
      <LoginTabs value={tab} onChange={setTab} />
      {/* A form may not take the tabpanel role, so the panel wraps it. */}
      <div id={LOGIN_TAB_PANEL_ID} role="tabpanel" aria-labelledby={loginTabId(tab)}>
        <SubmitForm onSubmit={submit}>
          <MobileField form={form} />
          {tab === 0 ? (
            <PasswordField form={form} label="密码" placeholder="请输入密码" autoComplete="current-password" />
          ) : (
            <SmsVerifyFields form={form} scene="login" {...sms} />
          )}
          <SubmitButton busy={busy}>立即登录</SubmitButton>
        </SubmitForm>
      </div>
      <div className="mt-4 flex items-center justify-between text-sm">
        <button type="button" onClick={() => showDialog("register")} className="text-primary-ink hover:underline">
          新用户注册&gt;&gt;
        </button>
        {tab === 0 ? (
          <button
            type="button"
            onClick={() => showDialog("forgot-password")}
            className="text-gray-500 hover:text-primary-ink"
          >
            忘记密码
          </button>
        ) : null}
      </div>
      <ThirdPartyLogin />
    </>
  );
}
