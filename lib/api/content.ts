import type { Announcement } from "./announcements-types";
import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "./cache-policy";
import { apiRequest } from "./client";
import { isApiError } from "./errors";
import type { HomeBlock, RawDecorationBlock } from "./content-types";
import { normalizeCourseCard } from "./courses";
import type { RawCourseCard } from "./courses-types";
import { absoluteUrl, asList, asNumber, asRecord, asString, type OriginSource } from "./normalize";
import { logSoftFailure } from "../shared/soft-failure";

export const HOME_PAGE_NAME = "pc-page-index";

export function normalizeAnnouncement(raw: unknown): Announcement | null {
  const record = asRecord(raw);
  const id = asNumber(record.id);
  if (!id) return null;
  return {
    id,
    title: asString(record.title),
    html: asString(record.announcement),
    createdAt: asString(record.created_at),
  };
}

function normalizeBlock(raw: RawDecorationBlock, assetOrigin: string): HomeBlock | null {
  const id = asNumber(raw.id);
  switch (raw.sign) {
    case "pc-slider":
      return {
        kind: "slider",
        id,
        slides: asList<Record<string, unknown>>(raw.config_render)
          .map((slide) => ({
            src: absoluteUrl(asString(asRecord(slide).src), assetOrigin),
            href: asString(asRecord(slide).href),
          }))
          .filter((slide) => slide.src),
      };
    case "pc-vod-v1": {
      const config = asRecord(raw.config_render);
      return {
        kind: "courses",
        id,
        title: asString(config.title),
        courses: asList<RawCourseCard>(config.items)
          .filter(Boolean)
          .map((item) => normalizeCourseCard(item, assetOrigin)),
      };
    }
    case "code":
      return { kind: "code", id, html: asString(asRecord(raw.config_render).html) };
    default:
      return null; // add-on blocks (live, books, …) are not part of the open-source site
  }
}

export function normalizeHomeBlocks(raw: unknown, assetOrigin: string): HomeBlock[] {
  return asList<RawDecorationBlock>(raw)
    .filter((block) => block && typeof block.sign === "string")
    .sort((a, b) => asNumber(a.sort) - asNumber(b.sort))
    .map((block) => normalizeBlock(block, assetOrigin))
    .filter((block): block is HomeBlock => block !== null);
}

export async function fetchHomeBlocks(assetOrigin: OriginSource): Promise<HomeBlock[]> {
  let raw: unknown;
  try {
    raw = await apiRequest<unknown>("v2/decorationPage/blocks", {
      query: { page_name: HOME_PAGE_NAME },
      silent: true,
      revalidate: PUBLIC_READ_SECONDS,
      tags: [CACHE_TAGS.home],
    });
  } catch (error) {
    // Backends older than 4.9.29 have no decoration pages (404): use their old blocks and sliders.
    if (isApiError(error) && error.code === 404) return fetchLegacyHomeBlocks(await assetOrigin);
    throw error;
  }
  return normalizeHomeBlocks(raw, await assetOrigin);
}

/** `GET /api/v2/sliders` items `{thumb, url, sort}` as one slider block (null when empty). */
export function normalizeLegacySliders(raw: unknown, assetOrigin: string): HomeBlock | null {
  const slides = asList<Record<string, unknown>>(raw)
    .map((item) => asRecord(item))
    .sort((a, b) => asNumber(a.sort) - asNumber(b.sort))
    .map((item) => ({ src: absoluteUrl(asString(item.thumb), assetOrigin), href: asString(item.url) }))
    .filter((slide) => slide.src);
  return slides.length > 0 ? { kind: "slider", id: 0, slides } : null;
}

async function fetchLegacyHomeBlocks(assetOrigin: string): Promise<HomeBlock[]> {
  const cached = { revalidate: PUBLIC_READ_SECONDS, tags: [CACHE_TAGS.home], silent: true };
  const [blocks, sliders] = await Promise.all([
    apiRequest<unknown>("v2/viewBlock/page/blocks", {
      query: { platform: "pc", page_name: HOME_PAGE_NAME },
      ...cached,
    }),
    apiRequest<unknown>("v2/sliders", { query: { platform: "PC" }, ...cached }).catch((error: unknown) => {
      logSoftFailure("读取旧版首页轮播", error, "首页不显示轮播");
      return [];
    }),
  ]);
  const slider = normalizeLegacySliders(sliders, assetOrigin);
  return [...(slider ? [slider] : []), ...normalizeHomeBlocks(blocks, assetOrigin)];
}

export async function fetchLatestAnnouncement(): Promise<Announcement | null> {
  const raw = await apiRequest<unknown>("v2/announcement/latest", {
    revalidate: PUBLIC_READ_SECONDS,
    tags: [CACHE_TAGS.announcements],
  });
  return normalizeAnnouncement(raw);
}
