/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import { JsonLd } from "@/components/seo/json-ld";
import { HOME_STEP, breadcrumbListJsonLd, organizationAndWebSiteJsonLd } from "../shared/structured-data";

const ORIGIN = "https://www.school.example";

describe("breadcrumbListJsonLd", () => {
  it("lists the steps in order with absolute URLs", () => {
    expect(
      breadcrumbListJsonLd(ORIGIN, [
        HOME_STEP,
        { name: "录播课", path: "/courses" },
        { name: "Vue 3 实战", path: "/courses/detail/3" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "首页", item: `${ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "录播课", item: `${ORIGIN}/courses` },
        { "@type": "ListItem", position: 3, name: "Vue 3 实战", item: `${ORIGIN}/courses/detail/3` },
      ],
    });
  });
});

describe("organizationAndWebSiteJsonLd", () => {
  it("links the WebSite to its Organization and points the search action at /search?keywords=", () => {
    const data = organizationAndWebSiteJsonLd({
      origin: ORIGIN,
      name: "演示网校",
      logo: "https://cdn.example/logo.png",
    });
    expect(data["@graph"]).toEqual([
      {
        "@type": "Organization",
        "@id": `${ORIGIN}/#organization`,
        name: "演示网校",
        url: `${ORIGIN}/`,
        logo: "https://cdn.example/logo.png",
      },
      {
        "@type": "WebSite",
        "@id": `${ORIGIN}/#website`,
        name: "演示网校",
        url: `${ORIGIN}/`,
        inLanguage: "zh-CN",
        publisher: { "@id": `${ORIGIN}/#organization` },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${ORIGIN}/search?keywords={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ]);
  });

  it("leaves the logo out when the school has none", () => {
    const [organization] = organizationAndWebSiteJsonLd({ origin: ORIGIN, name: "演示网校", logo: "" })["@graph"];
    expect(organization).not.toHaveProperty("logo");
  });
});

describe("JsonLd", () => {
  it("escapes < so backend text cannot close the script element", () => {
    const html = renderToStaticMarkup(<JsonLd data={{ name: "</script><script>alert(1)</script>" }} />);
    expect(html).not.toContain("</script><script>");
    expect(html).toContain("\\u003c/script>");
    expect(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/g, ""))).toEqual({
      name: "</script><script>alert(1)</script>",
    });
  });
});
