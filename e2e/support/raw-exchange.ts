import type { Page } from "@playwright/test";

export interface RawExchange {
  /** The headers Chromium sent, cookies included. */
  requestHeaders: Promise<Record<string, string>>;
  /** The HTTP status the server answered with. */
  status: Promise<number>;
}

/**
 * The next request to `url` as Chromium's network log has it. Needed for requests whose answer
 * the browser withholds from the page (CORS, Opaque Response Blocking of JSON loaded as an
 * <img>): Playwright reports those as failed, without a response or the cookies that went along.
 */
export async function recordRawExchange(page: Page, url: string): Promise<RawExchange> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // The ExtraInfo events may arrive before or after the request they belong to.
  let id: string | null = null;
  const sent = new Map<string, Record<string, string>>();
  const statuses = new Map<string, number>();
  let resolveHeaders: (headers: Record<string, string>) => void = () => {};
  let resolveStatus: (status: number) => void = () => {};
  const requestHeaders = new Promise<Record<string, string>>((resolve) => (resolveHeaders = resolve));
  const status = new Promise<number>((resolve) => (resolveStatus = resolve));
  const settle = () => {
    if (id !== null && sent.has(id)) resolveHeaders(sent.get(id)!);
    if (id !== null && statuses.has(id)) resolveStatus(statuses.get(id)!);
  };
  cdp.on("Network.requestWillBeSent", (event) => {
    if (id === null && event.request.url === url) id = event.requestId;
    settle();
  });
  cdp.on("Network.requestWillBeSentExtraInfo", (event) => {
    sent.set(event.requestId, lowerCaseNames(event.headers));
    settle();
  });
  cdp.on("Network.responseReceivedExtraInfo", (event) => {
    statuses.set(event.requestId, event.statusCode);
    settle();
  });
  return { requestHeaders, status };
}

function lowerCaseNames(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
}
