import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sendSmsCode } from "@/lib/api/auth";
import { ApiError } from "@/lib/api/errors";
import { TextField } from "@/components/ui/text-field";
import { Toaster } from "@/components/ui/toaster";
import { resetToasts } from "@/lib/test-helpers/render-with-stores";
import { SmsVerifyFields } from "../sms-verify-fields";
import { useAuthForm } from "../use-auth-form";
import { SMS_COUNTDOWN_SECONDS, useSmsCountdown } from "../use-sms-countdown";

jest.mock("@/lib/api/auth", () => ({ sendSmsCode: jest.fn() }));
const sendSms = jest.mocked(sendSmsCode);

const FIELDS = ["mobile", "imageCaptcha", "smsCode"] as const;

function Harness({ onRefresh }: { onRefresh: () => void }) {
  const form = useAuthForm(FIELDS);
  const countdown = useSmsCountdown();
  return (
    <>
      <TextField
        label="手机号"
        value={form.values.mobile}
        onChange={(v) => form.setValue("mobile", v)}
        error={form.errors.mobile}
      />
      <SmsVerifyFields
        form={form}
        scene="register"
        captcha={{ key: "key-1", img: "data:image/png;base64,AA" }}
        refreshCaptcha={onRefresh}
        countdown={countdown}
      />
      <Toaster />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  const onRefresh = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Harness onRefresh={onRefresh} />);
  return { user, onRefresh, button: () => screen.getByRole("button", { name: /获取验证码|发送中|\d+s/ }) };
}

async function fillMobileAndCaptcha(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("手机号"), "13800000000");
  await user.type(screen.getByLabelText("图形验证码"), "ab12");
}

beforeEach(() => {
  jest.useFakeTimers();
  sendSms.mockReset();
  resetToasts();
});

afterEach(() => {
  jest.useRealTimers();
});

describe("SMS code button", () => {
  it("exports the 120 s countdown", () => {
    expect(SMS_COUNTDOWN_SECONDS).toBe(120);
  });

  it("goes ready → sending → 120s … 1s → ready, blocking sends meanwhile", async () => {
    const { user, button } = setup();
    await fillMobileAndCaptcha(user);
    const pending = deferred();
    sendSms.mockReturnValueOnce(pending.promise);

    expect(button()).toHaveTextContent("获取验证码");
    await user.click(button());
    expect(button()).toHaveAttribute("aria-busy", "true");
    expect(button()).toBeDisabled();
    expect(sendSms).toHaveBeenCalledWith({
      mobile: "13800000000",
      image_key: "key-1",
      image_captcha: "ab12",
      scene: "register",
    });

    await act(async () => pending.resolve());
    expect(button()).toHaveTextContent("120s");
    expect(button()).toBeDisabled();
    expect(button()).not.toHaveAttribute("aria-busy");

    act(() => jest.advanceTimersByTime(1000));
    expect(button()).toHaveTextContent("119s");

    await user.click(button());
    expect(sendSms).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(118_000));
    expect(button()).toHaveTextContent("1s");
    act(() => jest.advanceTimersByTime(1000));
    expect(button()).toHaveTextContent("获取验证码");
    expect(button()).toBeEnabled();
  });

  it("ignores a double click while sending", async () => {
    const { user, button } = setup();
    await fillMobileAndCaptcha(user);
    sendSms.mockReturnValue(new Promise(() => {}));
    await user.dblClick(button());
    expect(sendSms).toHaveBeenCalledTimes(1);
  });

  it("asks for the mobile inline and for the captcha by toast before sending", async () => {
    const { user, button } = setup();
    await user.click(button());
    expect(screen.getByText("请输入手机号!")).toBeInTheDocument();

    await user.type(screen.getByLabelText("手机号"), "13800000000");
    await user.click(button());
    expect(screen.getByRole("alert")).toHaveTextContent("请输入图形验证码");
    expect(sendSms).not.toHaveBeenCalled();
  });

  it("on failure clears the captcha, fetches a new one and resets the countdown", async () => {
    const { user, onRefresh, button } = setup();
    await fillMobileAndCaptcha(user);
    sendSms.mockRejectedValueOnce(new ApiError("business", 1, "图形验证码错误"));

    await user.click(button());
    await waitFor(() => expect(screen.getByLabelText("图形验证码")).toHaveValue(""));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(button()).toHaveTextContent("获取验证码");
    expect(button()).toBeEnabled();
    // The client already toasted the business error; nothing is shown twice.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
