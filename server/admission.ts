import type { ServerResponse } from "node:http";
import { logSoftFailure } from "../lib/shared/soft-failure";

// Admission control for work that reaches Next. Without it, a burst larger than two cores
// can render piles up: clients time out and reconnect, abandoned renders keep running, and
// memory grows without bound. Here at most `maxActive` requests are in Next at once, a
// bounded queue waits (giving up when its client leaves), and the rest get 503 + Retry-After.

export interface AdmissionLimits {
  maxActive: number;
  maxQueued: number;
  maxWaitMs: number;
}

type Shed = (res: ServerResponse) => void;

export class Admission {
  private active = 0;
  private readonly queue: Array<{ start: () => void; cancel: () => void }> = [];
  constructor(
    private readonly limits: AdmissionLimits,
    private readonly onShed: Shed,
  ) {}

  run(res: ServerResponse, work: () => Promise<void>): void {
    if (this.active < this.limits.maxActive) return this.start(res, work);
    if (this.queue.length >= this.limits.maxQueued) return this.reject(res);

    const entry = {
      start: () => {
        cleanup();
        this.start(res, work);
      },
      cancel: () => {
        cleanup();
        this.reject(res);
      },
    };
    const timer = setTimeout(entry.cancel, this.limits.maxWaitMs);
    const onClose = () => {
      cleanup();
    };
    const cleanup = () => {
      clearTimeout(timer);
      res.off("close", onClose);
      const index = this.queue.indexOf(entry);
      if (index !== -1) this.queue.splice(index, 1);
    };
    res.once("close", onClose); // the client left while waiting
    this.queue.push(entry);
  }

  get load(): { active: number; queued: number } {
    return { active: this.active, queued: this.queue.length };
  }

  private start(res: ServerResponse, work: () => Promise<void>): void {
    this.active += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.active -= 1;
      this.queue.shift()?.start();
    };
    res.once("close", release);
    work().catch((error: unknown) => logSoftFailure("处理已放行的请求", error, "放弃该请求"));
  }

  private reject(res: ServerResponse): void {
    if (!res.headersSent && !res.destroyed) this.onShed(res);
  }
}
