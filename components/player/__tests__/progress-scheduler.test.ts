import { createProgressScheduler, PROGRESS_INTERVAL_MS } from "../progress-scheduler";

function setup() {
  let position = 0;
  const report = jest.fn();
  const scheduler = createProgressScheduler({ getSeconds: () => position, report });
  return { scheduler, report, setPosition: (value: number) => (position = value) };
}

describe("progress scheduler", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("reports every 10 s of playback with the seconds in whole seconds", () => {
    const { scheduler, report, setPosition } = setup();
    scheduler.play();
    setPosition(9.8);
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS - 1);
    expect(report).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(report).toHaveBeenLastCalledWith(9, "tick");
    setPosition(20.2);
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(report).toHaveBeenLastCalledWith(20, "tick");
    expect(report).toHaveBeenCalledTimes(2);
  });

  it("reports on pause and stops ticking until played again", () => {
    const { scheduler, report, setPosition } = setup();
    scheduler.play();
    setPosition(4.5);
    scheduler.pause();
    expect(report).toHaveBeenLastCalledWith(4, "pause");
    setPosition(30);
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS * 3);
    expect(report).toHaveBeenCalledTimes(1);
    scheduler.play();
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(report).toHaveBeenLastCalledWith(30, "tick");
  });

  it("reports on ended, on hidden and on pagehide, without repeating the same second", () => {
    const { scheduler, report, setPosition } = setup();
    scheduler.play();
    setPosition(12);
    scheduler.leave("hidden");
    expect(report).toHaveBeenLastCalledWith(12, "hidden");
    scheduler.leave("pagehide");
    expect(report).toHaveBeenCalledTimes(1);
    setPosition(13);
    scheduler.leave("pagehide");
    expect(report).toHaveBeenLastCalledWith(13, "pagehide");
    setPosition(30);
    scheduler.ended();
    expect(report).toHaveBeenLastCalledWith(30, "ended");
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS * 2);
    expect(report).toHaveBeenCalledTimes(3);
  });

  it("sends nothing before playback started or for position 0", () => {
    const { scheduler, report, setPosition } = setup();
    setPosition(8);
    scheduler.pause();
    scheduler.leave("hidden");
    scheduler.dispose();
    expect(report).not.toHaveBeenCalled();
    setPosition(0.4);
    scheduler.play();
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    scheduler.pause();
    expect(report).not.toHaveBeenCalled();
  });

  it("flushes the last position on dispose and then stops", () => {
    const { scheduler, report, setPosition } = setup();
    scheduler.play();
    setPosition(17);
    scheduler.dispose();
    expect(report).toHaveBeenLastCalledWith(17, "dispose");
    setPosition(40);
    jest.advanceTimersByTime(PROGRESS_INTERVAL_MS * 2);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
