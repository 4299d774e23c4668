/** @jest-environment node */
import { createLogger } from "../logger";

describe("the log in development", () => {
  it("is one short readable line per entry", () => {
    const written: string[] = [];
    const log = createLogger({ logLevel: "info", logFormat: "pretty" }, { write: (line) => written.push(line) });
    log.info({ method: "GET", route: "courses", status: 200, request_id: "abcd1234" }, "request");
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(
      /^\d\d:\d\d:\d\d INFO request method=GET route=courses status=200 request_id=abcd1234\n$/,
    );
  });

  it("leaves out what is below the configured level", () => {
    const written: string[] = [];
    const log = createLogger({ logLevel: "warn", logFormat: "json" }, { write: (line) => written.push(line) });
    log.info("not shown");
    log.warn("shown");
    expect(written.map((line) => JSON.parse(line).msg)).toEqual(["shown"]);
  });
});
