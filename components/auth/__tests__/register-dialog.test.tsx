import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fetchImageCaptcha, registerWithSms } from "@/lib/api/auth";
import { ApiError } from "@/lib/api/errors";
import { makeConfig } from "@/lib/test-helpers/fixtures";
import { renderWithStores, resetToasts } from "@/lib/test-helpers/render-with-stores";
import { useAuthDialogStore } from "../auth-dialog-store";
import { RegisterDialog } from "../register-dialog";

jest.mock("@/lib/api/auth", () => ({
  fetchImageCaptcha: jest.fn(),
  sendSmsCode: jest.fn(),
  registerWithSms: jest.fn(),
}));
jest.mock("@/lib/browser/auth-storage", () => ({ getMsv: () => "msv-9" }));

const register = jest.mocked(registerWithSms);

async function renderRegister() {
  act(() => useAuthDialogStore.getState().show("register"));
  const user = userEvent.setup();
  renderWithStores(<RegisterDialog open />);
  await act(async () => {});
  return user;
}

async function fillFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("手机号"), "13800000000");
  await user.type(screen.getByLabelText("图形验证码"), "ab12");
  await user.type(screen.getByLabelText("短信验证码"), "112233");
  await user.type(screen.getByLabelText("密码"), "secret1");
}

const submit = () => screen.getByRole("button", { name: "立即注册" });

beforeEach(() => {
  jest.clearAllMocks();
  resetToasts();
  jest.mocked(fetchImageCaptcha).mockResolvedValue({ key: "k", img: "data:image/png;base64,AA" });
});

describe("RegisterDialog", () => {
  it("is titled 用户注册 and links the agreements in a new tab", async () => {
    await renderRegister();
    expect(screen.getByRole("dialog", { name: "用户注册" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "我已阅读并同意《用户协议》《隐私政策》" })).not.toBeChecked();
    const protocol = screen.getByRole("link", { name: "《用户协议》" });
    expect(protocol).toHaveAttribute("href", makeConfig().user_protocol);
    expect(protocol).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "《隐私政策》" })).toHaveAttribute(
      "href",
      makeConfig().user_private_protocol,
    );
  });

  it("shows every required-field message and the agreement message", async () => {
    const user = await renderRegister();
    await user.click(submit());
    for (const text of [
      "请输入手机号!",
      "请输入图形验证码!",
      "请输入手机验证码!",
      "请设置账号密码!",
      "请同意《用户协议》和《隐私政策》",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(register).not.toHaveBeenCalled();
  });

  it("refuses to register until the agreement is ticked", async () => {
    const user = await renderRegister();
    await fillFields(user);
    await user.click(submit());
    expect(screen.getByText("请同意《用户协议》和《隐私政策》")).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it("registers, says 注册成功 and opens the login dialog", async () => {
    register.mockResolvedValue(undefined);
    const user = await renderRegister();
    await fillFields(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(submit());
    await waitFor(() => expect(useAuthDialogStore.getState().open).toBe("login"));
    expect(register).toHaveBeenCalledWith({
      mobile: "13800000000",
      mobile_code: "112233",
      password: "secret1",
      msv: "msv-9",
    });
    expect(screen.getByRole("status")).toHaveTextContent("注册成功");
  });

  it("on a business error only stops loading (the client toasted it)", async () => {
    register.mockRejectedValue(new ApiError("business", 1, "手机号已存在"));
    const user = await renderRegister();
    await fillFields(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(useAuthDialogStore.getState().open).toBe("register");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
