import { act, renderHook } from "@testing-library/react";
import { PLAY_ID_KEY } from "@/lib/shared/storage-keys";
import { PLAY_LOCK_CHECK_MS, useSinglePlayback } from "../use-single-playback";

function otherTabPlays(videoId: string) {
  window.localStorage.setItem(PLAY_ID_KEY, videoId);
  window.dispatchEvent(new StorageEvent("storage", { key: PLAY_ID_KEY, newValue: videoId }));
}

describe("useSinglePlayback", () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it("writes meedu-play-id on claim and steps aside when another tab plays a different video", () => {
    const onTakenOver = jest.fn();
    const { result } = renderHook(() => useSinglePlayback(11, onTakenOver));
    act(() => result.current.claim());
    expect(window.localStorage.getItem(PLAY_ID_KEY)).toBe("11");
    act(() => otherTabPlays("11"));
    expect(onTakenOver).not.toHaveBeenCalled();
    act(() => otherTabPlays("12"));
    expect(onTakenOver).toHaveBeenCalledTimes(1);
    act(() => otherTabPlays("13"));
    expect(onTakenOver).toHaveBeenCalledTimes(1);
  });

  it("ignores other tabs until this one has played", () => {
    const onTakenOver = jest.fn();
    renderHook(() => useSinglePlayback(11, onTakenOver));
    act(() => otherTabPlays("12"));
    act(() => jest.advanceTimersByTime(PLAY_LOCK_CHECK_MS * 2));
    expect(onTakenOver).not.toHaveBeenCalled();
  });

  it("notices a change on the 5 s check when the storage event is missed", () => {
    const onTakenOver = jest.fn();
    const { result } = renderHook(() => useSinglePlayback(11, onTakenOver));
    act(() => result.current.claim());
    window.localStorage.setItem(PLAY_ID_KEY, "12");
    act(() => jest.advanceTimersByTime(PLAY_LOCK_CHECK_MS - 1));
    expect(onTakenOver).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onTakenOver).toHaveBeenCalledTimes(1);
  });
});
