/** @jest-environment node */
import { sanitizeRichHtml } from "../server/rich-text";

// Admin-entered links in rich text follow the site's one link rule (safeLink).

const EXTERNAL = 'target="_blank" rel="noopener noreferrer nofollow"';

describe("sanitizeRichHtml: links", () => {
  it.each([
    ["a site path", '<a href="/courses/detail/1">课</a>', '<a href="/courses/detail/1">课</a>'],
    ["an in-page anchor", '<a href="#part-2">节</a>', '<a href="#part-2">节</a>'],
    ["a site path in a new window", '<a href="/vip" target="_blank">会员</a>', `<a href="/vip" ${EXTERNAL}>会员</a>`],
    [
      "a titled site path",
      '<a title="详情" href="/vip" target="_top">会员</a>',
      '<a href="/vip" title="详情">会员</a>',
    ],
    [
      "an external page",
      '<a href="https://example.com/a?b=1&amp;c=2">外</a>',
      `<a href="https://example.com/a?b=1&amp;c=2" ${EXTERNAL}>外</a>`,
    ],
    [
      "an external page with its own rel",
      '<a href="http://example.com" rel="opener" target="_self">外</a>',
      `<a href="http://example.com" ${EXTERNAL}>外</a>`,
    ],
    ["a mail link", '<a href="mailto:a@b.cn">信</a>', '<a href="mailto:a@b.cn">信</a>'],
  ])("keeps %s", (_name, input, expected) => {
    expect(sanitizeRichHtml(input)).toBe(expected);
  });

  it.each([
    ["protocol-relative", "//evil.com"],
    ["protocol-relative, entity-encoded", "&#x2F;&#x2F;evil.com"],
    ["slash-backslash", "/\\evil.com"],
    ["backslash-slash", "\\/evil.com"],
    ["double backslash", "\\\\evil.com"],
    ["encoded slashes", "/%2F%2Fevil.com"],
    ["encoded backslash", "/%5Cevil.com"],
    ["tab between slashes", "/&#9;/evil.com"],
    ["triple slash", "https:///evil.com"],
    ["credentials before the host", "https://www.example.com@evil.com"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: behind spaces and case", " JaVaScRiPt:alert(1)"],
    ["javascript: with an encoded tab", "java&#x09;script:alert(1)"],
    ["data:", "data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"],
    ["vbscript:", "vbscript:msgbox(1)"],
    ["ftp:", "ftp://example.com"],
    ["a relative path", "courses/1"],
  ])("drops the %s link to plain text", (_name, href) => {
    expect(sanitizeRichHtml(`<a href="${href}" target="_blank" title="t">点我</a>`)).toBe('<a title="t">点我</a>');
  });
});
