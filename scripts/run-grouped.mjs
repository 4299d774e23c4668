// Runs lanes of npm scripts at the same time, each lane's scripts one after another, and prints each
// script's output in one piece when it ends (never interleaved), with its duration.
import { spawn } from "node:child_process";

function runCaptured(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("error", (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const verdict = code === 0 ? "ok" : `FAILED (exit ${code})`;
      process.stdout.write(`\n── ${script}: ${verdict}, ${seconds} s ──\n${Buffer.concat(chunks).toString()}`);
      resolve(code === 0);
    });
  });
}

/** Resolves to the scripts that failed; a failure does not stop the rest of its lane. */
export async function runGrouped(lanes) {
  const failed = [];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const script of lane) if (!(await runCaptured(script))) failed.push(script);
    }),
  );
  return failed;
}
