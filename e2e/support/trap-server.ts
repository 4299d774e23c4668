import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface TrapServer {
  /** http://127.0.0.1:<free port>: another origin of the e2e site's own site (cookies ignore ports). */
  origin: string;
  /** Publishes `html` as a page and returns its address. */
  page(html: string): string;
  close(): Promise<void>;
}

/**
 * Attack pages on a sibling origin, served over a real loopback socket: Chromium lets a page
 * reach loopback addresses from script or <img> only when the page itself came from one (a page
 * made up by page.route counts as public and is stopped by Local Network Access).
 */
export async function startTrapServer(): Promise<TrapServer> {
  const pages = new Map<string, string>();
  const server = createServer((request, response) => {
    const html = pages.get(request.url ?? "");
    response.writeHead(html === undefined ? 404 : 200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(html ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    page(html) {
      const path = `/trap-${pages.size + 1}.html`;
      pages.set(path, html);
      return origin + path;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
