import { ApiError } from "@/lib/api/errors";
import { act, renderHook } from "@testing-library/react";
import { toast } from "@/components/ui/toast-store";
import { useMemberUpdate } from "../use-member-update";

const refresh = jest.fn(async () => {});
jest.mock("../use-member-refresh", () => ({ useMemberRefresh: () => refresh }));
jest.mock("@/components/ui/toast-store", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

describe("useMemberUpdate", () => {
  it("is busy while the change runs, then toasts and reloads the member", async () => {
    let finish = () => {};
    const change = () => new Promise<void>((resolve) => (finish = resolve));
    const { result } = renderHook(() => useMemberUpdate());
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run(change, "昵称已修改");
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await done;
    });
    expect(toast.success).toHaveBeenCalledWith("昵称已修改");
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
  });

  it("reports an unexpected failure without reloading", async () => {
    const { result } = renderHook(() => useMemberUpdate());
    await act(() =>
      result.current.run(() => Promise.reject(new ApiError("transport", -1, "网络错误，请稍后再试")), "头像已更新"),
    );
    expect(toast.error).toHaveBeenCalledWith("网络错误，请稍后再试");
    // A fault of ours (a TypeError on an odd answer) is told in words for people, never its own text.
    await act(() =>
      result.current.run(
        () => Promise.reject(new TypeError("Cannot read properties of null (reading 'role')")),
        "头像已更新",
      ),
    );
    expect(toast.error).toHaveBeenLastCalledWith("操作失败，请稍后再试");
    expect(toast.success).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });
});
