import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { closeWhenOverdue } from "../answer-deadline";

/** A server whose handler answers after `answerAfterMs` (never, for Infinity), overdue after 300 ms. */
async function serverAnswering(answerAfterMs: number): Promise<Server> {
  const server = createServer((_req, res) => {
    closeWhenOverdue(res, 300);
    if (Number.isFinite(answerAfterMs)) setTimeout(() => res.end("ok"), answerAfterMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

function get(server: Server): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/" }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve(`answered: ${body}`));
      res.on("error", () => resolve("closed"));
    });
    req.on("error", () => resolve("closed"));
    req.end();
  });
}

describe("closeWhenOverdue", () => {
  let server: Server;
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    [Infinity, "closed"],
    [2_000, "closed"],
    [0, "answered: ok"],
    [50, "answered: ok"],
  ])("an answer after %s ms: %s", async (answerAfterMs, outcome) => {
    server = await serverAnswering(answerAfterMs);
    expect(await get(server)).toBe(outcome);
    server.closeAllConnections();
  });
});
