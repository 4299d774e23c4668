import { act, renderHook } from "@testing-library/react";
import { useWechatBindQr, WECHAT_BIND_POLL_MS } from "../use-wechat-bind-qr";

const requestWechatQr = jest.fn();
const queryWechatScan = jest.fn();
const bindSocialiteWithCode = jest.fn();
jest.mock("@/lib/api/social-auth", () => ({
  requestWechatQr: (action: string) => requestWechatQr(action),
  queryWechatScan: (key: string) => queryWechatScan(key),
  bindSocialiteWithCode: (code: string) => bindSocialiteWithCode(code),
}));

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  requestWechatQr.mockResolvedValue({ url: "https://api/scan?key=k1&action=bind", key: "k1", expire: 0 });
  bindSocialiteWithCode.mockResolvedValue(undefined);
});
afterEach(() => jest.useRealTimers());

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

it("asks for a bind QR, polls every 3 s and binds with the scanned code", async () => {
  queryWechatScan.mockResolvedValueOnce("0").mockResolvedValueOnce("code-123");
  const onBound = jest.fn();
  const { result } = renderHook(() => useWechatBindQr(onBound));
  await advance(0);
  expect(requestWechatQr).toHaveBeenCalledWith("bind");
  expect(result.current).toEqual({ phase: "scan", url: "https://api/scan?key=k1&action=bind" });

  await advance(WECHAT_BIND_POLL_MS - 1);
  expect(queryWechatScan).not.toHaveBeenCalled();
  await advance(1);
  expect(queryWechatScan).toHaveBeenCalledTimes(1);
  await advance(WECHAT_BIND_POLL_MS);
  expect(bindSocialiteWithCode).toHaveBeenCalledWith("code-123");
  expect(onBound).toHaveBeenCalledTimes(1);
  expect(result.current).toEqual({ phase: "done" });
});

it("stops polling when unmounted", async () => {
  queryWechatScan.mockResolvedValue("0");
  const { unmount } = renderHook(() => useWechatBindQr(jest.fn()));
  await advance(WECHAT_BIND_POLL_MS);
  expect(queryWechatScan).toHaveBeenCalledTimes(1);
  unmount();
  await advance(WECHAT_BIND_POLL_MS * 3);
  expect(queryWechatScan).toHaveBeenCalledTimes(1);
});

it("shows the API's message when binding fails", async () => {
  queryWechatScan.mockResolvedValue("code-9");
  bindSocialiteWithCode.mockRejectedValue(new Error("您已经绑定了该渠道的账号"));
  const { result } = renderHook(() => useWechatBindQr(jest.fn()));
  await advance(WECHAT_BIND_POLL_MS);
  expect(result.current).toEqual({ phase: "failed", message: "您已经绑定了该渠道的账号" });
});
