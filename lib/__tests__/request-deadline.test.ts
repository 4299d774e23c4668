import type { ApiError } from "../api/errors";

// Requests time out after 15 s; on the server all reads of one render share one
// deadline. Checked through the API client with fake timers and a fetch that only ends when
// its signal aborts (a backend that never answers). The modules keep state (the installed
// render deadline), so each test loads fresh copies.

type Client = typeof import("../api/client");

function hangingFetch(): jest.Mock {
  const fetchMock = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Starts a read and records when (in fake ms) and how it ended. */
function track(client: Client, path: string) {
  const outcome: { at: number | null; error: ApiError | null } = { at: null, error: null };
  client.apiRequest(path).catch((error: ApiError) => {
    outcome.at = Date.now();
    outcome.error = error;
  });
  return outcome;
}

async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

/** One server render: React's cache() answers the same value for the whole render. */
function mockOneRender() {
  const cached = new Map<unknown, unknown>();
  jest.doMock("react", () => ({
    ...jest.requireActual("react"),
    cache: (fn: () => unknown) => () => {
      if (!cached.has(fn)) cached.set(fn, fn());
      return cached.get(fn);
    },
  }));
}

async function loadClient(withRenderDeadline: boolean): Promise<Client> {
  let client: Client | null = null;
  await jest.isolateModulesAsync(async () => {
    if (withRenderDeadline) {
      mockOneRender();
      await import("../server/render-deadline");
    }
    client = await import("../api/client");
  });
  jest.dontMock("react");
  return client!;
}

let start = 0;
beforeEach(() => {
  jest.useFakeTimers();
  start = Date.now();
});
afterEach(() => jest.useRealTimers());

describe("request deadline", () => {
  it("gives up on a request after 15 s with 请求超时", async () => {
    const client = await loadClient(false);
    expect(client.REQUEST_TIMEOUT_MS).toBe(15000);
    hangingFetch();
    const read = track(client, "v2/navs");
    await advance(14_999);
    expect(read.at).toBeNull();
    await advance(1);
    expect(read.at).toBe(start + 15_000);
    expect(read.error).toMatchObject({ kind: "transport", message: "请求超时，请稍后再试" });
  });

  it("gives each request its own 15 s outside a render", async () => {
    const client = await loadClient(false);
    hangingFetch();
    const first = track(client, "v2/navs");
    await advance(10_000);
    const second = track(client, "v2/other/config");
    await advance(5_000);
    expect(first.at).toBe(start + 15_000);
    expect(second.at).toBeNull();
    await advance(10_000);
    expect(second.at).toBe(start + 25_000);
    expect(second.error).toMatchObject({ kind: "transport", message: "请求超时，请稍后再试" });
  });

  it("on the server ends every read of one render at the same deadline", async () => {
    const client = await loadClient(true);
    const fetchMock = hangingFetch();
    const first = track(client, "v2/navs");
    await advance(10_000);
    const late = track(client, "v2/other/config");
    await advance(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(first.at).toBe(start + 15_000);
    // Started 10 s into the render, it only had the 5 s left.
    expect(late.at).toBe(start + 15_000);
    expect(late.error).toMatchObject({ kind: "transport", message: "请求超时，请稍后再试" });
  });
});
