import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import { Admission } from "../admission";

function fakeResponse(): ServerResponse & EventEmitter {
  const res = new EventEmitter() as ServerResponse & EventEmitter;
  Object.assign(res, { headersSent: false, destroyed: false });
  return res;
}

describe("admission control", () => {
  it("runs up to the limit, queues the next ones and sheds the rest", () => {
    const shed = jest.fn();
    const admission = new Admission({ maxActive: 2, maxQueued: 1, maxWaitMs: 1000 }, shed);
    const started: number[] = [];
    const responses = [fakeResponse(), fakeResponse(), fakeResponse(), fakeResponse()];
    responses.forEach((res, index) => admission.run(res, async () => void started.push(index)));
    expect(started).toEqual([0, 1]);
    expect(admission.load).toEqual({ active: 2, queued: 1 });
    expect(shed).toHaveBeenCalledWith(responses[3]);

    responses[0].emit("close"); // the first one finished
    expect(started).toEqual([0, 1, 2]);
    expect(admission.load).toEqual({ active: 2, queued: 0 });
  });

  it("drops a waiting request whose client left, and gives up after the wait limit", () => {
    jest.useFakeTimers();
    try {
      const shed = jest.fn();
      const admission = new Admission({ maxActive: 1, maxQueued: 5, maxWaitMs: 1000 }, shed);
      const work = jest.fn(async () => undefined);
      const busy = fakeResponse();
      const gone = fakeResponse();
      const patient = fakeResponse();
      admission.run(busy, work);
      admission.run(gone, work);
      admission.run(patient, work);
      gone.emit("close");
      expect(admission.load.queued).toBe(1);
      jest.advanceTimersByTime(1001);
      expect(shed).toHaveBeenCalledWith(patient);
      expect(admission.load.queued).toBe(0);
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
