import { spawn, type ChildProcess } from "node:child_process";

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { stdio: "inherit", env });
}

export function runToCompletion(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = run(command, args, env);
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops every child when one of them ends or the launcher is interrupted. */
export function superviseTogether(children: ChildProcess[]): void {
  const stopAll = (signal: NodeJS.Signals) => children.forEach((child) => child.exitCode === null && child.kill(signal));
  for (const child of children) {
    child.on("exit", (code) => {
      stopAll("SIGTERM");
      process.exitCode = code ?? 1;
    });
  }
  process.on("SIGINT", () => stopAll("SIGINT"));
  process.on("SIGTERM", () => stopAll("SIGTERM"));
}
