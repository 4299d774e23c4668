import { CACHE_TAGS, PUBLIC_READ_SECONDS } from "./cache-policy";
import { apiRequest } from "./client";
import { requireRecord } from "./errors";
import { absoluteUrl, asFlag, asList, asNumber, asRecord, asString } from "./normalize";
import type { FriendlyLink, NavItem, RawFriendlyLink, RawNavItem, RawSystemConfig, SystemConfig } from "./system-types";

export function normalizeConfig(raw: RawSystemConfig): SystemConfig {
  const member = asRecord(raw.member);
  const socialites = asRecord(raw.socialites);
  const player = asRecord(raw.player);
  const bullet = asRecord(player.bullet_secret);
  const url = asString(raw.url).replace(/\/+$/, "");
  return {
    name: asString(raw.name) || asString(raw.webname),
    logo: absoluteUrl(asString(asRecord(raw.logo).logo), url),
    url,
    h5_url: asString(raw.h5_url),
    icp: asString(raw.icp),
    icp_link: asString(raw.icp_link),
    icp2: asString(raw.icp2),
    icp2_link: asString(raw.icp2_link),
    user_protocol: asString(raw.user_protocol),
    user_private_protocol: asString(raw.user_private_protocol),
    vip_protocol: asString(raw.vip_protocol),
    paid_content_purchase_protocol: asString(raw.paid_content_purchase_protocol),
    course_purchase_notice: asString(raw.course_purchase_notice),
    member: {
      enabled_mobile_bind_alert: asNumber(member.enabled_mobile_bind_alert),
      enabled_face_verify: asFlag(member.enabled_face_verify),
    },
    socialites: { qq: asNumber(socialites.qq), wechat_oauth: asNumber(socialites.wechat_oauth) },
    player: {
      cover: absoluteUrl(asString(player.cover), url),
      enabled_bullet_secret: asFlag(player.enabled_bullet_secret),
      bullet_secret: {
        size: asNumber(bullet.size, 14) || 14,
        color: asString(bullet.color) || "red",
        opacity: asNumber(bullet.opacity, 1),
        text: asString(bullet.text) || "${mobile}",
      },
    },
    enabled_addons: asList<unknown>(raw.enabled_addons).filter((name): name is string => typeof name === "string"),
  };
}

export function normalizeNavs(raw: unknown): NavItem[] {
  return asList<RawNavItem>(raw)
    .filter((item) => item && typeof item.name === "string")
    .map((item) => ({
      name: item.name,
      url: asString(item.url),
      blank: asFlag(item.blank),
      children: normalizeNavs(item.children),
    }));
}

export function normalizeLinks(raw: unknown): FriendlyLink[] {
  return asList<RawFriendlyLink>(raw)
    .filter((link) => link && typeof link.name === "string")
    .map((link) => ({ id: asNumber(link.id), name: link.name, url: asString(link.url) }));
}

export interface ConfigReadOptions {
  /** false: skip Next's data cache (middleware keeps its own copy in memory). */
  cached?: boolean;
  timeoutMs?: number;
}

/**
 * `GET v2/other/config`: the one read of the backend's config, whichever part a caller needs
 * (the site settings, the points rules, h5_url). Pages share one cached copy, tagged `config`.
 */
export async function fetchConfigRecord({
  cached = true,
  timeoutMs,
}: ConfigReadOptions = {}): Promise<RawSystemConfig> {
  const raw = await apiRequest<unknown>("v2/other/config", {
    ...(cached ? { revalidate: PUBLIC_READ_SECONDS, tags: [CACHE_TAGS.config] } : {}),
    timeoutMs,
  });
  // Every page is drawn from it: an answer without one (data null, []) must not make a page with
  // a made-up school name that a cache then keeps.
  return requireRecord(raw) as RawSystemConfig;
}

export async function fetchSystemConfig(): Promise<SystemConfig> {
  return normalizeConfig(await fetchConfigRecord());
}

export async function fetchNavs(): Promise<NavItem[]> {
  const raw = await apiRequest<unknown>("v2/navs", {
    query: { platform: "PC" },
    revalidate: PUBLIC_READ_SECONDS,
    tags: [CACHE_TAGS.navs],
  });
  return normalizeNavs(raw);
}

export async function fetchFriendlyLinks(): Promise<FriendlyLink[]> {
  const raw = await apiRequest<unknown>("v2/links", { revalidate: PUBLIC_READ_SECONDS, tags: [CACHE_TAGS.links] });
  return normalizeLinks(raw);
}
