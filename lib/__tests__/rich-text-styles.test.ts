import { renderRichText } from "../rich-text";

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
