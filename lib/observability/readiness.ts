// GET /readyz: may this instance take traffic? Each dependency it cannot serve pages without is
// asked once, all at the same time, each within READINESS_TIMEOUT_MS; the answer names the ones
// that failed. Their errors go to the log (logSoftFailure), not to the answer, which is public.

export const READINESS_TIMEOUT_MS = 2000;

export interface ReadinessCheck {
  name: string;
  run(): Promise<unknown>;
}

export interface CheckResult {
  ok: boolean;
  ms: number;
}

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckResult>;
  failing: string[];
  errors: Record<string, unknown>;
}

class ReadinessTimeout extends Error {
  constructor(name: string, timeoutMs: number) {
    super(`${name} did not answer within ${timeoutMs} ms`);
    this.name = "TimeoutError";
  }
}

function withinTimeout<T>(name: string, work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReadinessTimeout(name, timeoutMs)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(
  checks: readonly ReadinessCheck[],
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  const outcomes = await Promise.all(
    checks.map(async (check) => {
      const startedAt = performance.now();
      try {
        await withinTimeout(check.name, Promise.resolve().then(check.run), timeoutMs);
        return { name: check.name, ok: true, ms: performance.now() - startedAt, error: undefined };
      } catch (error) {
        return { name: check.name, ok: false, ms: performance.now() - startedAt, error };
      }
    }),
  );
  const failing = outcomes.filter((outcome) => !outcome.ok);
  return {
    ready: failing.length === 0,
    checks: Object.fromEntries(
      outcomes.map((outcome) => [outcome.name, { ok: outcome.ok, ms: Math.round(outcome.ms) }]),
    ),
    failing: failing.map((outcome) => outcome.name),
    errors: Object.fromEntries(failing.map((outcome) => [outcome.name, outcome.error])),
  };
}
