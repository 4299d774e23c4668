import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "./cache-policy";
import { apiRequest } from "./client";
import type { Announcement, CourseCard, HomeBlock } from "./models";
import { asFlag, asList, asNumber, asRecord, asString } from "./normalize";
import type { RawCourseCard, RawDecorationBlock } from "./types";

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

export function normalizeCourseCard(raw: RawCourseCard): CourseCard {
  const category = asRecord(raw.category);
  return {
    id: asNumber(raw.id),
    title: asString(raw.title),
    thumb: asString(raw.thumb),
    charge: asNumber(raw.charge),
    isFree: asFlag(raw.is_free),
    categoryName: asString(category.name),
    shortDescription: asString(raw.short_description),
  };
}

function normalizeBlock(raw: RawDecorationBlock): HomeBlock | null {
  const id = asNumber(raw.id);
  switch (raw.sign) {
    case "pc-slider":
      return {
        kind: "slider",
        id,
        slides: asList<Record<string, unknown>>(raw.config_render)
          .map((slide) => ({ src: asString(asRecord(slide).src), href: asString(asRecord(slide).href) }))
          .filter((slide) => slide.src),
      };
    case "pc-vod-v1": {
      const config = asRecord(raw.config_render);
      return {
        kind: "courses",
        id,
        title: asString(config.title),
        courses: asList<RawCourseCard>(config.items).filter(Boolean).map(normalizeCourseCard),
      };
    }
    case "code":
      return { kind: "code", id, html: asString(asRecord(raw.config_render).html) };
    default:
      return null; // add-on blocks (live, books, …) are not part of the open-source site
  }
}

export function normalizeHomeBlocks(raw: unknown): HomeBlock[] {
  return asList<RawDecorationBlock>(raw)
    .filter((block) => block && typeof block.sign === "string")
    .sort((a, b) => asNumber(a.sort) - asNumber(b.sort))
    .map(normalizeBlock)
    .filter((block): block is HomeBlock => block !== null);
}

export async function fetchHomeBlocks(): Promise<HomeBlock[]> {
  const raw = await apiRequest<unknown>("v2/decorationPage/blocks", {
    query: { page_name: HOME_PAGE_NAME },
    revalidate: PUBLIC_READ_SECONDS,
    tags: [CACHE_TAGS.home],
  });
  return normalizeHomeBlocks(raw);
}

export async function fetchLatestAnnouncement(): Promise<Announcement | null> {
  const raw = await apiRequest<unknown>("v2/announcement/latest", {
    revalidate: PUBLIC_READ_SECONDS,
    tags: [CACHE_TAGS.announcements],
  });
  return normalizeAnnouncement(raw);
}
