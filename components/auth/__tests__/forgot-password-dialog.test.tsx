import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fetchImageCaptcha, resetPassword, sendSmsCode } from "@/lib/api/auth";
import { renderWithStores, resetToasts } from "@/lib/test-helpers/render-with-stores";
import { useAuthDialogStore } from "../auth-dialog-store";
import { ForgotPasswordDialog } from "../forgot-password-dialog";

jest.mock("@/lib/api/auth", () => ({ fetchImageCaptcha: jest.fn(), sendSmsCode: jest.fn(), resetPassword: jest.fn() }));

const reset = jest.mocked(resetPassword);

async function renderForgot() {
  act(() => useAuthDialogStore.getState().show("forgot-password"));
  const user = userEvent.setup();
  renderWithStores(<ForgotPasswordDialog open />);
  await act(async () => {});
  return user;
}

const submit = () => screen.getByRole("button", { name: "重置密码" });

beforeEach(() => {
  jest.clearAllMocks();
  resetToasts();
  jest.mocked(fetchImageCaptcha).mockResolvedValue({ key: "k9", img: "data:image/png;base64,AA" });
});

describe("ForgotPasswordDialog", () => {
  it("shows every required-field message", async () => {
    const user = await renderForgot();
    expect(screen.getByRole("dialog", { name: "忘记密码" })).toBeInTheDocument();
    await user.click(submit());
    for (const text of ["请输入手机号!", "请输入图形验证码!", "请输入手机验证码!", "请输入密码!"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(reset).not.toHaveBeenCalled();
  });

  it("sends the SMS with the login scene, like the official PC (MeEdu checks no scene on reset)", async () => {
    jest.mocked(sendSmsCode).mockResolvedValue(undefined);
    const user = await renderForgot();
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("图形验证码"), "ab12");
    await user.click(screen.getByRole("button", { name: "获取验证码" }));
    expect(sendSmsCode).toHaveBeenCalledWith({
      mobile: "13800000000",
      image_key: "k9",
      image_captcha: "ab12",
      scene: "login",
    });
    expect(await screen.findByRole("button", { name: "120s" })).toBeDisabled();
  });

  it("resets, says 密码重置成功 and returns to the login dialog", async () => {
    reset.mockResolvedValue(undefined);
    const user = await renderForgot();
    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.type(screen.getByLabelText("图形验证码"), "ab12");
    await user.type(screen.getByLabelText("短信验证码"), "112233");
    await user.type(screen.getByLabelText("新密码"), "newpass1");
    await user.click(submit());
    await waitFor(() => expect(useAuthDialogStore.getState().open).toBe("login"));
    expect(reset).toHaveBeenCalledWith({ mobile: "13800000000", mobile_code: "112233", password: "newpass1" });
    expect(screen.getByRole("status")).toHaveTextContent("密码重置成功");
  });
});
