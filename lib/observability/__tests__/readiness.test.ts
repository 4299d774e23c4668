/** @jest-environment node */
import { checkReadiness, type ReadinessCheck } from "../readiness";

const answers = (name: string): ReadinessCheck => ({ name, run: async () => "ok" });
const fails = (name: string, error = new Error(`${name} refused`)): ReadinessCheck => ({
  name,
  run: async () => {
    throw error;
  },
});
const hangs = (name: string): ReadinessCheck => ({ name, run: () => new Promise(() => undefined) });

describe("checkReadiness", () => {
  it("is ready when every check answers", async () => {
    const readiness = await checkReadiness([answers("backend"), answers("redis")]);
    expect(readiness).toMatchObject({ ready: true, failing: [], errors: {} });
    expect(Object.keys(readiness.checks)).toEqual(["backend", "redis"]);
    expect(readiness.checks.backend.ok).toBe(true);
  });

  it("names the part that failed, and keeps its error for the log only", async () => {
    const refused = new Error("connect ECONNREFUSED 127.0.0.1:6379");
    const readiness = await checkReadiness([answers("backend"), fails("redis", refused)]);
    expect(readiness).toMatchObject({
      ready: false,
      failing: ["redis"],
      checks: { backend: { ok: true }, redis: { ok: false } },
    });
    expect(readiness.errors.redis).toBe(refused);
    expect(JSON.stringify(readiness.checks)).not.toContain("ECONNREFUSED");
  });

  it("gives up on a check that does not answer in time, without waiting for the others in turn", async () => {
    const startedAt = Date.now();
    const readiness = await checkReadiness([hangs("backend"), hangs("redis")], 100);
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(readiness.failing).toEqual(["backend", "redis"]);
    expect(String(readiness.errors.backend)).toMatch(/backend did not answer within 100 ms/);
  });

  it("counts a check that throws before it starts as failed", async () => {
    const broken: ReadinessCheck = {
      name: "backend",
      run: () => {
        throw new Error("no config");
      },
    };
    expect((await checkReadiness([broken])).failing).toEqual(["backend"]);
  });
});
