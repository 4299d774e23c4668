import type { BreadcrumbList, Graph, ItemList, SearchAction, WithActionConstraints, WithContext } from "schema-dts";

// schema.org data for the public pages, built from the site's origin (SITE_URL) only, typed with
// schema-dts so a misspelt property or type does not compile.

export const SCHEMA_CONTEXT = "https://schema.org";
const CONTEXT = SCHEMA_CONTEXT;

/** The school as an Organization node: the home page's, and every course's provider. */
export const organizationId = (origin: string) => `${origin}/#organization`;

export interface BreadcrumbStep {
  name: string;
  /** Site path of the step, e.g. "/courses". */
  path: string;
}

/** Every breadcrumb starts at the home page, as the visible one does (components/ui/breadcrumb.tsx). */
export const HOME_STEP: BreadcrumbStep = { name: "首页", path: "/" };

export function breadcrumbListJsonLd(origin: string, steps: readonly BreadcrumbStep[]): WithContext<BreadcrumbList> {
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
export function organizationAndWebSiteJsonLd({
  origin,
  name,
  logo,
}: {
  origin: string;
  name: string;
  logo: string;
}): Graph {
  const home = `${origin}/`;
  const schoolId = organizationId(origin);
  const search: WithActionConstraints<SearchAction> = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?keywords={search_term_string}` },
    "query-input": "required name=search_term_string",
  };
  return {
    "@context": CONTEXT,
    "@graph": [
      { "@type": "Organization", "@id": schoolId, name, url: home, ...(logo ? { logo } : {}) },
      {
        "@type": "WebSite",
        "@id": `${origin}/#website`,
        name,
        url: home,
        inLanguage: "zh-CN",
        publisher: { "@id": schoolId },
        potentialAction: search,
      },
    ],
  };
}

/**
 * A list of course pages (Google's course list: ListItem with position and url, each page
 * carrying its own Course). `paths` are site paths in the order shown.
 */
export function itemListJsonLd(origin: string, name: string, paths: readonly string[]): WithContext<ItemList> {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    name,
    itemListElement: paths.map((path, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${origin}${path}`,
    })),
  };
}
