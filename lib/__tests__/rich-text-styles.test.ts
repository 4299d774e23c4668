import { renderRichText } from "../server/rich-text";

describe("rich text inline styles", () => {
  it("keeps editor box styles and gradients", () => {
    const html = renderRichText(
      '<div style="padding:32px 40px;border-radius:12px;background:linear-gradient(135deg,#3ca7fa,#6c5ce7);color:#fff">VIP</div>',
    );
    expect(html).toContain("linear-gradient(135deg,#3ca7fa,#6c5ce7)");
    expect(html).toContain("padding:32px 40px");
    expect(html).toContain("border-radius:12px");
  });

  it("drops backgrounds that load URLs and negative margins", () => {
    const html = renderRichText(
      '<div style="background:url(https://evil.example/x.png);background-image:linear-gradient(red, url(x));margin:-500px">x</div>',
    );
    expect(html).not.toContain("url(");
    expect(html).not.toContain("-500px");
  });
});

describe("rich text inline styles on links and the safe subset", () => {
  it("keeps a link's colour and underline (the home VIP banner's 立即了解 on its gradient)", () => {
    const html = renderRichText('<p><a href="/vip" style="color:#fff;text-decoration:underline">立即了解</a></p>');
    expect(html).toBe('<p><a href="/vip" style="color:#fff;text-decoration:underline">立即了解</a></p>');
  });

  it("keeps colour, background colour, alignment, weight, size and plain margins and paddings", () => {
    const html = renderRichText(
      '<p style="text-align:center;margin:0 auto;padding-top:8px;margin-bottom:1.5em">' +
        '<strong style="color:rgb(255, 0, 0);background-color:#ff0;font-weight:700;font-size:18px">重点</strong>' +
        '<a href="https://example.com/x" style="padding:2px 4px;margin-left:0;margin-right:10%;font-size:1rem">外链</a></p>',
    );
    expect(html).toContain('style="text-align:center;margin:0 auto;padding-top:8px;margin-bottom:1.5em"');
    expect(html).toContain(
      '<strong style="color:rgb(255, 0, 0);background-color:#ff0;font-weight:700;font-size:18px">',
    );
    expect(html).toContain('style="padding:2px 4px;margin-left:0;margin-right:10%;font-size:1rem"');
    expect(html).toContain('target="_blank"');
  });

  it("strips url(), expression, var(), positioning, behaviour and negative or odd lengths, on links too", () => {
    const html = renderRichText(
      '<a href="/vip" style="position:fixed;top:0;left:0;z-index:9999;background:url(https://evil.example/x.png);' +
        "color:expression(alert(1));behavior:url(x.htc);width:100vw;font-size:var(--x);margin-top:-40px;padding-left:calc(100% - 1px);" +
        'display:block">链接</a>',
    );
    expect(html).toBe('<a href="/vip">链接</a>');
  });

  it("drops declarations marked !important and keeps the rest", () => {
    const html = renderRichText('<span style="color:red !important;font-weight:bold;margin:0!important">字</span>');
    expect(html).toBe('<span style="font-weight:bold">字</span>');
  });
});
