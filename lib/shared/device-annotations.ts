import { mapToH5Url, type H5Style } from "./h5-redirect";

// What a public page tells crawlers about phones (docs/product-rules.md#mobile-annotations). With an H5
// site the page's twin is where middleware forwards a phone asking for the same address (mapToH5Url, one
// mapping for both): Google's separate mobile URLs (<link rel="alternate" media=…>) and Baidu's
// mobile-agent, and the page itself says it is for PCs. Without one, phones get this page and its
// responsive layout, so it says it serves both.

/** Google's media query for a desktop page's separate mobile URL. */
export const MOBILE_ALTERNATE_MEDIA = "only screen and (max-width: 640px)";

export interface DeviceAnnotations {
  /** The H5 twin for <link rel="alternate" media={MOBILE_ALTERNATE_MEDIA}>, or "" when there is none. */
  mobileAlternate: string;
  /** <meta name content> pairs (Baidu). */
  meta: Record<string, string>;
}

export interface DeviceAnnotationsInput {
  /** Config `h5_url`; empty or not an absolute http(s) URL means no H5 site. */
  h5Url: string;
  /** The page's own address: path and canonical query. */
  address: string;
  style: H5Style;
}

export function deviceAnnotations({ h5Url, address, style }: DeviceAnnotationsInput): DeviceAnnotations {
  const queryAt = address.indexOf("?");
  const pathname = queryAt === -1 ? address : address.slice(0, queryAt);
  const search = queryAt === -1 ? "" : address.slice(queryAt);
  const twin = h5Url ? mapToH5Url({ h5Url, pathname, search, style }) : "";
  if (!twin) return { mobileAlternate: "", meta: { "applicable-device": "pc,mobile" } };
  return {
    mobileAlternate: twin,
    meta: { "mobile-agent": `format=html5;url=${twin}`, "applicable-device": "pc" },
  };
}
