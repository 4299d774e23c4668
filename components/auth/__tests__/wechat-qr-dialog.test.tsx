import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fetchImageCaptcha } from "@/lib/api/auth";
import { fetchMemberDetail } from "@/lib/api/member";
import { exchangeLoginCode, queryWechatScan, requestWechatQr } from "@/lib/api/social-auth";
import { ApiError } from "@/lib/api/errors";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores, resetToasts } from "@/lib/test-helpers/render-with-stores";
import { useAuthDialogStore } from "../auth-dialog-store";
import { AuthDialogs } from "../auth-dialogs";
import { reloadPage } from "../browser-navigation";

let mockPathname = "/courses";
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => mockPathname,
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock("@/lib/shared/qr-code", () => ({ qrCodeDataUrl: (text: string) => `data:,${encodeURIComponent(text)}` }));
jest.mock("@/lib/api/auth", () => ({ fetchImageCaptcha: jest.fn() }));
jest.mock("@/lib/api/member", () => ({ fetchMemberDetail: jest.fn() }));
jest.mock("@/lib/api/social-auth", () => ({
  requestWechatQr: jest.fn(),
  queryWechatScan: jest.fn(),
  exchangeLoginCode: jest.fn(),
  registerWithSocialite: jest.fn(),
}));
jest.mock("@/lib/browser/auth-storage", () =>
  jest
    .requireActual("../__test-utils__/auth-storage-mock")
    .authStorageMock("msv-1", { isFaceCheckPending: () => false }),
);
jest.mock("../browser-navigation", () => ({ reloadPage: jest.fn(), assignLocation: jest.fn() }));

const qrMock = jest.mocked(requestWechatQr);
const queryMock = jest.mocked(queryWechatScan);
const exchangeMock = jest.mocked(exchangeLoginCode);

const NOW = Date.UTC(2024, 4, 1, 2, 0, 0);
let qrCount = 0;

async function tick(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

async function openQrDialog() {
  act(() => useAuthDialogStore.getState().show("wechat-qr"));
  const view = renderWithStores(<AuthDialogs />);
  await act(async () => {});
  return view;
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  jest.clearAllMocks();
  resetToasts();
  localStorage.clear();
  mockPathname = "/courses";
  window.history.pushState({}, "", "/courses");
  qrCount = 0;
  qrMock.mockImplementation(async () => {
    qrCount += 1;
    return {
      url: `https://api.test/scan?key=K${qrCount}`,
      key: `K${qrCount}`,
      expire: Math.floor(Date.now() / 1000) + 300,
    };
  });
  queryMock.mockResolvedValue("0");
  jest.mocked(fetchImageCaptcha).mockResolvedValue({ key: "k", img: "data:image/png;base64,AA" });
  jest.mocked(fetchMemberDetail).mockResolvedValue(makeUser());
});

afterEach(() => {
  act(() => useAuthDialogStore.getState().close());
  jest.useRealTimers();
});

describe("WeChat QR login dialog", () => {
  it("draws the QR from url with a minutes-and-seconds countdown and polls every second", async () => {
    await openQrDialog();
    expect(screen.getByRole("dialog", { name: "微信扫码登录" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "微信扫码登录二维码" })).toHaveAttribute(
      "src",
      `data:,${encodeURIComponent("https://api.test/scan?key=K1")}`,
    );
    expect(screen.getByText("有效期：05分00秒")).toBeInTheDocument();
    expect(qrMock).toHaveBeenCalledWith("login");
    await tick(1000);
    expect(queryMock).toHaveBeenCalledTimes(1);
    expect(queryMock).toHaveBeenLastCalledWith("K1");
    expect(screen.getByText("有效期：04分59秒")).toBeInTheDocument();
    for (let i = 0; i < 61; i++) await tick(1000);
    expect(screen.getByText("有效期：03分58秒")).toBeInTheDocument();
    expect(queryMock).toHaveBeenCalledTimes(62);
  });

  it("exchanges a scanned code, logs in and reloads away from /login", async () => {
    queryMock.mockResolvedValueOnce("0").mockResolvedValueOnce("LOGIN-CODE");
    exchangeMock.mockResolvedValue({ kind: "signed-in" });
    await openQrDialog();
    await tick(1000);
    await tick(1000);
    expect(exchangeMock).toHaveBeenCalledWith({ code: "LOGIN-CODE", msv: "msv-1" });
    // Signed in by the /api proxy's cookie: the member is read without a token argument.
    expect(fetchMemberDetail).toHaveBeenCalledWith("https://api.example.com");
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(useAuthDialogStore.getState().open).toBeNull();
  });

  it("stops polling and opens 请绑定手机号 with the saved login_code on bind_mobile", async () => {
    queryMock.mockResolvedValueOnce("CODE-2");
    exchangeMock.mockResolvedValue({ kind: "bind-mobile", code: "CODE-2" });
    await openQrDialog();
    await tick(1000);
    expect(localStorage.getItem("login_code")).toBe("CODE-2");
    expect(screen.getByRole("dialog", { name: "请绑定手机号" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "立即绑定" })).toBeInTheDocument();
    const calls = queryMock.mock.calls.length;
    await tick(5000);
    expect(queryMock).toHaveBeenCalledTimes(calls);
  });

  it("shows the expired QR when the time is up, and 刷新二维码 fetches a new one", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await openQrDialog();
    await tick(300_000);
    expect(screen.getByText("二维码已过期")).toBeInTheDocument();
    expect(screen.queryByText(/有效期/)).not.toBeInTheDocument();
    const calls = queryMock.mock.calls.length;
    await tick(3000);
    expect(queryMock).toHaveBeenCalledTimes(calls);

    await user.click(screen.getByRole("button", { name: "刷新二维码" }));
    expect(await screen.findByText("有效期：05分00秒")).toBeInTheDocument();
    expect(qrMock).toHaveBeenCalledTimes(2);
    await tick(1000);
    expect(queryMock).toHaveBeenLastCalledWith("K2");
  });

  it("shows the expired QR when the exchange fails or the key is refused", async () => {
    queryMock.mockResolvedValueOnce("BAD");
    exchangeMock.mockRejectedValue(new ApiError("business", 1, "已过期"));
    await openQrDialog();
    await tick(1000);
    expect(screen.getByRole("button", { name: "刷新二维码" })).toBeInTheDocument();

    queryMock.mockRejectedValueOnce(new ApiError("business", 1, "参数错误"));
    await act(async () => screen.getByRole("button", { name: "刷新二维码" }).click());
    await tick(1000);
    expect(screen.getByText("二维码已过期")).toBeInTheDocument();
  });

  it("stops polling when closed and when the page changes", async () => {
    await openQrDialog();
    await act(async () => screen.getByRole("button", { name: "关闭" }).click());
    let calls = queryMock.mock.calls.length;
    await tick(5000);
    expect(queryMock).toHaveBeenCalledTimes(calls);

    act(() => useAuthDialogStore.getState().show("wechat-qr"));
    await act(async () => {});
    await tick(1000);
    expect(queryMock.mock.calls.length).toBeGreaterThan(calls);
    // The next countdown render sees the new pathname.
    mockPathname = "/search";
    await tick(1000);
    expect(useAuthDialogStore.getState().open).toBeNull();
    calls = queryMock.mock.calls.length;
    await tick(5000);
    expect(queryMock).toHaveBeenCalledTimes(calls);
  });

  it("links 其他方式登录 back to the login dialog", async () => {
    await openQrDialog();
    await act(async () => screen.getByRole("button", { name: /其他方式登录/ }).click());
    expect(useAuthDialogStore.getState().open).toBe("login");
  });
});
