import "server-only";
import { ImageResponse } from "next/og";
import type { ReactElement } from "react";
import { OG_IMAGE_SIZE } from "./og-cards";
import { OG_FONT_FAMILY, type OgFont } from "./og-font";

// Same for every visitor: shared caches may keep it a minute and serve it stale while it is
// redrawn (titles and names change rarely). next/og's default is a year, immutable.
const CACHE_CONTROL = "public, max-age=300, s-maxage=60, stale-while-revalidate=3600";

export function ogImageResponse(card: ReactElement, font: OgFont): ImageResponse {
  return new ImageResponse(card, {
    ...OG_IMAGE_SIZE,
    fonts: [{ name: OG_FONT_FAMILY, data: font.data, weight: 700, style: "normal" }],
    headers: { "Cache-Control": CACHE_CONTROL },
  });
}
