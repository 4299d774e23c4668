/** @jest-environment node */
jest.mock("../api/system", () => ({ fetchConfigRecord: jest.fn() }));
jest.mock("../shared/soft-failure", () => ({ logSoftFailure: jest.fn() }));

let configRead: jest.Mock;

// A fresh module per test: the cache lives in it (and so does its config read, mocked).
const loadCache = async () => {
  jest.resetModules();
  configRead = (await import("../api/system")).fetchConfigRecord as jest.Mock;
  return (await import("../edge/h5-config-cache")).cachedH5Url;
};

afterEach(() => jest.useRealTimers());

describe("cachedH5Url", () => {
  it("waits for the first read only; afterwards a stale value is answered at once while a fresh one is read", async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cachedH5Url = await loadCache();
    configRead.mockResolvedValueOnce({ h5_url: "https://m.school.cn" } as never);
    await expect(cachedH5Url()).resolves.toBe("https://m.school.cn");
    expect(configRead).toHaveBeenCalledTimes(1);

    jest.setSystemTime(1_000_000 + 61_000);
    let answer!: (value: unknown) => void;
    configRead.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)) as never);
    // The backend has not answered: the stale value still comes back, without waiting.
    await expect(cachedH5Url()).resolves.toBe("https://m.school.cn");
    expect(configRead).toHaveBeenCalledTimes(2);
    answer({ h5_url: "https://h5.school.cn" });
    await Promise.resolve();
    await Promise.resolve();
    await expect(cachedH5Url()).resolves.toBe("https://h5.school.cn");
    expect(configRead).toHaveBeenCalledTimes(2);
  });

  it("keeps the last known value when a read fails, and knows none before the first success", async () => {
    jest.useFakeTimers({ now: 2_000_000 });
    const cachedH5Url = await loadCache();
    configRead.mockRejectedValueOnce(new Error("down"));
    await expect(cachedH5Url()).resolves.toBe("");
  });
});
