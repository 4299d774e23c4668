import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextLessonOverlay } from "../next-lesson-overlay";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, push: jest.fn() }) }));

describe("NextLessonOverlay", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    replace.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it("counts down 10 s and then replaces the route with the next lesson", () => {
    render(<NextLessonOverlay nextLessonId={42} onReplay={jest.fn()} />);
    expect(screen.getByRole("button", { name: "播放下一节课程" })).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent("10秒后开始自动播放下一节");
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole("timer")).toHaveTextContent("7秒后开始自动播放下一节");
    act(() => jest.advanceTimersByTime(6000));
    expect(replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith("/courses/video/42");
  });

  it("stops the countdown on 取消 and still offers the next lesson", () => {
    const onReplay = jest.fn();
    render(<NextLessonOverlay nextLessonId={42} onReplay={onReplay} />);
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(replace).not.toHaveBeenCalled();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "重新播放" }));
    expect(onReplay).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "播放下一节课程" }));
    expect(replace).toHaveBeenCalledWith("/courses/video/42");
  });

  it("congratulates after the last lesson and never navigates", () => {
    render(<NextLessonOverlay nextLessonId={null} onReplay={jest.fn()} />);
    expect(screen.getByText("恭喜你学完最后一节")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20_000));
    expect(replace).not.toHaveBeenCalled();
  });
});
