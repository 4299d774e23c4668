/** @jest-environment node */
import { agreementPageHasText } from "../server/agreement-page-text";
import { loadPublishedAgreements } from "../server/published-agreements";
import { mockFetch } from "../test-helpers/fetch-mock";

// Next's data cache exists only inside its server: here a shared read runs at once.
const sharedReads: { key: string; lifetime: unknown }[] = [];
jest.mock("../api/shared-read-cache", () => ({
  readThroughSharedCache: (key: string, read: () => Promise<unknown>, lifetime: unknown) => {
    sharedReads.push({ key, lifetime });
    return read();
  },
}));

/** MeEdu 4.9.30's agreement page (resources/views/index/user_protocol.blade.php) around `content`. */
const meeduPage = (content: string) => `        <!doctype html>
<html lang="en">
<head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, user-scalable=no, initial-scale=1.0">
    <title>用户协议</title>
</head>
<body>
${content}
</body>
</html>`;

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });

describe("agreementPageHasText", () => {
  it("is false for MeEdu's page without an active agreement: a title and an empty body", () => {
    expect(agreementPageHasText(meeduPage(""))).toBe(false);
    expect(agreementPageHasText(meeduPage("  <p>&nbsp;</p>\n<div>\u3000</div><br>"))).toBe(false);
    expect(agreementPageHasText(meeduPage("<style>p{color:red}</style><script>var a = 1;</script>"))).toBe(false);
  });

  it("is true when the page shows an agreement's text, in MeEdu's wrapper or as a whole document", () => {
    expect(agreementPageHasText(meeduPage("<h1>用户协议</h1><p>欢迎使用本平台。</p>"))).toBe(true);
    expect(agreementPageHasText("<html><head><title>协议</title></head><body><p>第一条</p></body></html>")).toBe(true);
    expect(agreementPageHasText("第一条 总则")).toBe(true);
  });
});

describe("loadPublishedAgreements", () => {
  beforeEach(() => {
    process.env.MEEDU_API_URL = "http://meedu.internal:8000";
    sharedReads.length = 0;
  });
  afterAll(() => {
    delete process.env.MEEDU_API_URL;
  });

  it("reads MeEdu's two agreement pages, cached like the config", async () => {
    const fetchMock = mockFetch(html(meeduPage("<p>用户协议正文</p>")), html(meeduPage("")));
    await expect(loadPublishedAgreements()).resolves.toEqual({ userAgreement: true, privacyPolicy: false });
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      "http://meedu.internal:8000/user/private_protocol",
      "http://meedu.internal:8000/user/protocol",
    ]);
    expect(sharedReads.map((read) => read.lifetime)).toEqual([
      { revalidate: 60, tags: ["config"] },
      { revalidate: 60, tags: ["config"] },
    ]);
  });

  it("counts a page it cannot read as published: in doubt the member is asked", async () => {
    mockFetch(html("Server Error", 500), new TypeError("fetch failed"));
    await expect(loadPublishedAgreements()).resolves.toEqual({ userAgreement: true, privacyPolicy: true });
  });
});
