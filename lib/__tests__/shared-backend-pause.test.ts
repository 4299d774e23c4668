/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { createServer } from "node:net";
import { startRedis, type Running } from "../../deploy/topology";
import type { ApiError } from "../api/errors";

// One backend pause for every instance on one Redis (lib/server/shared-backend-pause.ts), against a
// real redis-server on a free loopback port. Each "instance" is its own copy of the modules, as
// each site process has its own; reads go through the API client to a backend that never answers.

type Pause = typeof import("../api/backend-pause");
type Client = typeof import("../api/client");
type Sharing = typeof import("../server/shared-backend-pause");

interface Instance {
  pause: Pause;
  client: Client;
  close(): void;
}

const CHANNEL = "meedu-site:backend-pause";
const KEY = "meedu-site:backend-pause";
const opened: Instance[] = [];
let redis: Running;
let port: number;
/** Where no Redis listens. */
let closedPort: number;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return free;
}

const redisCli = (...args: string[]) => execFileSync("redis-cli", ["-p", String(port), ...args], { encoding: "utf8" });
const subscribers = () => Number(redisCli("pubsub", "numsub", CHANNEL).trim().split("\n")[1] ?? 0);

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A site process: its own pause and client, sharing through `url` (null: no REDIS_URL). */
async function instance(url: string | null): Promise<Instance> {
  let modules: [Pause, Client, Sharing] | null = null;
  await jest.isolateModulesAsync(async () => {
    modules = [
      await import("../api/backend-pause"),
      await import("../api/client"),
      await import("../server/shared-backend-pause"),
    ];
  });
  const [pause, client, sharing] = modules!;
  const shared = url ? sharing.shareBackendPause(url) : null;
  const running = { pause, client, close: () => shared?.close() };
  opened.push(running);
  return running;
}

/** Instances on Redis, each subscribed before the test goes on. */
async function instancesOnRedis(count: number): Promise<Instance[]> {
  const instances: Instance[] = [];
  for (let i = 0; i < count; i += 1) instances.push(await instance(redis.url));
  await until(() => subscribers() === opened.length);
  return instances;
}

/**
 * A backend that never answers: fetch ends only when its signal aborts, with the abort's reason (as
 * an Error of this sandbox: Jest's Node environment runs tests in a realm where Node's DOMException
 * is no Error).
 */
function hangingBackend(): void {
  global.fetch = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init.signal!;
        signal.addEventListener("abort", () =>
          reject(Object.assign(new Error(signal.reason.message), { name: signal.reason.name })),
        );
      }),
  ) as unknown as typeof fetch;
}

/** A read in flight on `on`, and when (ms after it started) and how it ended. */
function waitingRead(on: Instance) {
  const started = Date.now();
  const outcome: { afterMs: number | null; error: ApiError | null } = { afterMs: null, error: null };
  on.client.apiRequest("v2/navs").catch((error: ApiError) => {
    outcome.afterMs = Date.now() - started;
    outcome.error = error;
  });
  return outcome;
}

beforeAll(async () => {
  port = await freePort();
  redis = await startRedis(port);
  closedPort = await freePort();
  process.env.MEEDU_API_URL = "http://meedu.internal:8000/";
});

afterEach(async () => {
  for (const running of opened.splice(0)) running.close();
  await until(() => subscribers() === 0);
  redisCli("flushall");
});

afterAll(async () => {
  delete process.env.MEEDU_API_URL;
  await redis?.stop();
});

describe("the backend pause, shared through Redis", () => {
  it("begun by one instance, is every instance's within moments", async () => {
    const [first, ...others] = await instancesOnRedis(3);
    first.pause.noteTimedOutRead(15_000);
    expect(first.pause.backendPaused()).toBe(true);
    await until(() => others.every((other) => other.pause.backendPaused()));
  });

  it("ends the reads other instances are waiting on, with 请求超时, and pauses nobody again", async () => {
    const [first, second] = await instancesOnRedis(2);
    hangingBackend();
    const waiting = waitingRead(second);
    first.pause.noteTimedOutRead(15_000);
    await until(() => waiting.afterMs !== null);
    expect(waiting.afterMs).toBeLessThan(2000);
    expect(waiting.error).toMatchObject({ kind: "transport", message: "请求超时，请稍后再试" });
    // Paused, a new read fails at once without asking the backend.
    const calls = (global.fetch as jest.Mock).mock.calls.length;
    await expect(second.client.apiRequest("v2/other/config")).rejects.toMatchObject({
      message: "请求超时，请稍后再试",
    });
    expect((global.fetch as jest.Mock).mock.calls.length).toBe(calls);
  });

  it("reaches an instance that connects while it lasts", async () => {
    const [first] = await instancesOnRedis(1);
    first.pause.noteTimedOutRead(15_000);
    await until(() => Number(redisCli("pttl", KEY)) > 0);
    const [late] = await instancesOnRedis(1);
    await until(() => late.pause.backendPaused());
  });

  it("is begun only by a read that waited long (a quick timeout pauses nobody)", async () => {
    const [first, second] = await instancesOnRedis(2);
    first.pause.noteTimedOutRead(first.pause.SLOW_READ_MS - 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([first.pause.backendPaused(), second.pause.backendPaused()]).toEqual([false, false]);
  });

  it.each([
    ["without REDIS_URL", () => null, []],
    [
      "with nothing listening on REDIS_URL",
      () => `redis://127.0.0.1:${closedPort}`,
      Array(2).fill(expect.stringMatching(/^\[降级\] 经 Redis 共享后端暂停失败.*改用：本实例自己的暂停$/)),
    ],
  ])("%s, each instance keeps its own pause and nothing waits for Redis", async (_case, url, warnings) => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const [first, second] = [await instance(url()), await instance(url())];
    hangingBackend();
    const waiting = waitingRead(first);
    const started = performance.now();
    first.pause.noteTimedOutRead(15_000);
    expect(first.pause.backendPaused()).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
    await until(() => waiting.afterMs !== null);
    expect(waiting.error).toMatchObject({ message: "请求超时，请稍后再试" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.pause.backendPaused()).toBe(false);
    // Redis's failure: one soft-failure line from each instance (lib/shared/soft-failure.ts).
    expect(warn.mock.calls.map(([line]) => line)).toEqual(warnings);
    warn.mockRestore();
  });
});
