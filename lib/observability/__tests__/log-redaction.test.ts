/** @jest-environment node */
import { captureLogs, stopCapturingLogs, type LogCapture } from "../../test-helpers/log-capture";
import { logger } from "../logger";

// Nothing that opens a member's session may reach the log, whatever shape it arrives in.

const TOKEN = "eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LW1lbWJlcg.SIGNATURE";

let log: LogCapture;
beforeEach(() => {
  log = captureLogs();
});
afterEach(stopCapturingLogs);

describe("the log", () => {
  it("redacts Bearer tokens, the session cookie and token values inside the message", () => {
    logger().warn(
      `upstream said Authorization: Bearer ${TOKEN}; cookie meedu-user-token=${TOKEN}; body {"token":"${TOKEN}"}; url /x?token=${TOKEN}`,
    );
    expect(log.raw.join("")).not.toContain(TOKEN);
    expect(log.lines[0].msg).toBe(
      'upstream said Authorization: Bearer [redacted]; cookie meedu-user-token=[redacted]; body {"token":"[redacted]"}; url /x?token=[redacted]',
    );
  });

  it("replaces fields named for a secret at any depth, and scrubs the strings of the others", () => {
    logger().info(
      {
        token: TOKEN,
        request: {
          headers: { authorization: `Bearer ${TOKEN}`, cookie: `meedu-user-token=${TOKEN}`, accept: "text/html" },
        },
        answer: { data: { token: TOKEN, name: "演示学员" } },
        error: `refused Bearer ${TOKEN}`,
        route: "member",
      },
      "request",
    );
    expect(log.raw.join("")).not.toContain(TOKEN);
    expect(log.lines[0]).toMatchObject({
      token: "[redacted]",
      request: { headers: { authorization: "[redacted]", cookie: "[redacted]", accept: "text/html" } },
      answer: { data: { token: "[redacted]", name: "演示学员" } },
      error: "refused Bearer [redacted]",
      route: "member",
    });
  });

  it("is one JSON object per line, with a level name and an ISO time", () => {
    logger().info({ route: "home" }, "request");
    expect(log.raw[0].endsWith("\n")).toBe(true);
    expect(log.raw[0].trim().split("\n")).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({ level: "info", msg: "request", route: "home" });
    expect(String(log.lines[0].time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
