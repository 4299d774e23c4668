import { act, screen } from "@testing-library/react";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores, resetToasts } from "@/lib/test-helpers/render-with-stores";
import { assignLocation } from "@/components/auth/browser-navigation";
import { checkFaceVerify } from "@/lib/api/account-checks";
import { ApiError } from "@/lib/api/errors";
import { fetchMemberDetail } from "@/lib/api/member";
import { setFaceCheckPending } from "@/lib/browser/auth-storage";
import { useUserStore } from "@/lib/stores/store-provider";
import { FaceCheckPoller } from "../face-check-poller";

jest.mock("@/lib/api/account-checks", () => ({ checkFaceVerify: jest.fn() }));
jest.mock("@/lib/api/member", () => ({ fetchMemberDetail: jest.fn() }));
jest.mock("@/lib/browser/auth-storage", () => ({
  setFaceCheckPending: jest.fn(),
  clearToken: jest.fn(),
  clearPendingFlags: jest.fn(),
}));
jest.mock("@/components/auth/browser-navigation", () => ({ assignLocation: jest.fn(), reloadPage: jest.fn() }));

const checkMock = jest.mocked(checkFaceVerify);

function Probe() {
  return <p data-testid="verified">{String(useUserStore((state) => state.user?.is_face_verify ?? "none"))}</p>;
}

async function tick(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  resetToasts();
  jest.mocked(fetchMemberDetail).mockResolvedValue(makeUser({ is_face_verify: true }));
});

afterEach(() => jest.useRealTimers());

describe("FaceCheckPoller", () => {
  it("polls every 2.5 s until status 9, then clears the flag, reloads the member and goes on", async () => {
    checkMock.mockResolvedValueOnce(5).mockResolvedValueOnce(5).mockResolvedValueOnce(9);
    renderWithStores(
      <>
        <FaceCheckPoller ruleId="1" bizToken="B" redirectTo="/member" />
        <Probe />
      </>,
    );
    await tick(2499);
    expect(checkMock).not.toHaveBeenCalled();
    await tick(1);
    expect(checkMock).toHaveBeenCalledWith({ ruleId: "1", bizToken: "B" });
    await tick(2500);
    await tick(2500);
    expect(checkMock).toHaveBeenCalledTimes(3);
    expect(screen.getAllByText("实名认证成功").length).toBeGreaterThan(0);
    expect(setFaceCheckPending).toHaveBeenCalledWith(false);
    expect(screen.getByTestId("verified")).toHaveTextContent("true");
    expect(assignLocation).not.toHaveBeenCalled();
    await tick(500);
    expect(assignLocation).toHaveBeenCalledWith("/member");
    await tick(10_000);
    expect(checkMock).toHaveBeenCalledTimes(3);
  });

  it("keeps polling through network errors and stops with a business error", async () => {
    checkMock
      .mockRejectedValueOnce(new ApiError("transport", -1, "网络错误，请稍后再试"))
      .mockRejectedValueOnce(new ApiError("business", 1, "参数错误"));
    renderWithStores(<FaceCheckPoller ruleId="1" bizToken="B" redirectTo="/" />);
    await tick(2500);
    await tick(2500);
    expect(screen.getByRole("alert")).toHaveTextContent("参数错误");
    await tick(10_000);
    expect(checkMock).toHaveBeenCalledTimes(2);
  });
});
