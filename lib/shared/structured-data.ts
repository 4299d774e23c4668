// schema.org data for the public pages, built from the site's origin (SITE_URL) only.

const CONTEXT = "https://schema.org";

export interface BreadcrumbStep {
  name: string;
  /** Site path of the step, e.g. "/courses". */
  path: string;
}

/** Every breadcrumb starts at the home page, as the visible one does (components/ui/breadcrumb.tsx). */
export const HOME_STEP: BreadcrumbStep = { name: "首页", path: "/" };

export function breadcrumbListJsonLd(origin: string, steps: readonly BreadcrumbStep[]) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}

/** The home page's Organization and WebSite, the latter with the sitelinks search box. */
export function organizationAndWebSiteJsonLd({ origin, name, logo }: { origin: string; name: string; logo: string }) {
  const home = `${origin}/`;
  const organizationId = `${origin}/#organization`;
  return {
    "@context": CONTEXT,
    "@graph": [
      { "@type": "Organization", "@id": organizationId, name, url: home, ...(logo ? { logo } : {}) },
      {
        "@type": "WebSite",
        "@id": `${origin}/#website`,
        name,
        url: home,
        inLanguage: "zh-CN",
        publisher: { "@id": organizationId },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?keywords={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
}
