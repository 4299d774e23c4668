import { render } from "@testing-library/react";
import { SlideLink } from "../slide-link";

// Slider links are admin-entered: internal paths are routed, http(s) opens marked external,
// anything that could leave the site unexpectedly is no link at all.

function renderSlide(href: string) {
  const { container } = render(
    <SlideLink href={href} className="slide">
      <span>轮播图</span>
    </SlideLink>,
  );
  const slide = container.firstElementChild as HTMLElement;
  return {
    tag: slide.tagName.toLowerCase(),
    href: slide.getAttribute("href"),
    target: slide.getAttribute("target"),
    rel: slide.getAttribute("rel"),
  };
}

const EXTERNAL = { target: "_blank", rel: "noopener noreferrer nofollow" };

describe("SlideLink", () => {
  it.each([
    ["/courses/detail/1", "/courses/detail/1"],
    ["courses/detail/1", "/courses/detail/1"],
    [" /vip ", "/vip"],
  ])("routes the site path %j internally", (input, href) => {
    expect(renderSlide(input)).toEqual({ tag: "a", href, target: null, rel: null });
  });

  it.each([
    ["https://example.com/promo", "https://example.com/promo"],
    ["http://example.com", "http://example.com"],
    ["www.example.com/promo", "https://www.example.com/promo"],
  ])("opens %j as a marked external link", (input, href) => {
    expect(renderSlide(input)).toEqual({ tag: "a", href, ...EXTERNAL });
  });

  it.each([
    "",
    "//evil.com",
    "/\\evil.com",
    "\\/evil.com",
    "\\\\evil.com",
    "/%2F%2Fevil.com",
    "https:///evil.com",
    "https://www.example.com@evil.com",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "localhost:3000/x",
  ])("shows the slide without a link for %j", (input) => {
    expect(renderSlide(input)).toEqual({ tag: "div", href: null, target: null, rel: null });
  });
});
