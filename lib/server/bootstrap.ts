import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { serverApiOrigin } from "../api/base-url";
import { ApiError, isApiError } from "../api/errors";
import { fetchMemberRecord, normalizeUser } from "../api/member";
import type { SystemConfig } from "../api/system-types";
import type { User } from "../api/member-types";
import { fetchSystemConfig } from "../api/system";
import { siteEnv } from "../shared/env";
import { readRequestSession, type RequestSession } from "../shared/request-session";
import { logSoftFailure } from "../shared/soft-failure";
import { warnOnceAboutMediaOrigin } from "./media-origin-check";
import "./render-deadline";
import "./shared-backend-pause";

// Start-up, server side. The config is a cached public read every page may use;
// the member is read only by member pages (public pages never look at cookies).

export const loadSystemConfig = cache(async (): Promise<SystemConfig | null> => {
  try {
    const config = await fetchSystemConfig();
    const { meeduApiUrl, siteUrl } = siteEnv();
    warnOnceAboutMediaOrigin({ configUrl: config.url, builtLink: config.user_protocol, meeduApiUrl, siteUrl });
    return config;
  } catch (error) {
    logSoftFailure("读取系统配置", error, "无配置（默认站名，媒体地址按 API 地址）");
    return null;
  }
});

/**
 * The config for a page stored and shared by everyone: without it the render fails, so a copy
 * with the fallback name and no agreement links is never stored (Next keeps serving the last
 * good copy, or the page's error boundary answers 500 and nothing is cached).
 */
export async function requireSystemConfig(): Promise<SystemConfig> {
  const config = await loadSystemConfig();
  if (!config) throw new ApiError("transport", 0, "系统配置暂时无法读取");
  return config;
}

/** What relative media URLs resolve against: config `url`, or the API's own origin without a config. */
export const loadAssetOrigin = cache(async (): Promise<string> => (await loadSystemConfig())?.url || serverApiOrigin());

/** Member pages only: reading the request's cookies makes a page render per request. */
export const readRequestSessionCookie = cache(async (): Promise<RequestSession> => readRequestSession(await headers()));

/** The token of this request's session; null without one, or with two (neither counts). */
export const readRequestToken = cache(async (): Promise<string | null> => {
  const session = await readRequestSessionCookie();
  return session.kind === "one" ? session.token : null;
});

/** MeEdu's member detail for `token`: one read per request however many parts need it. */
export const loadMemberRecord = cache((token: string) => fetchMemberRecord(token));

/** The member behind `token`, fetched once per request however many components ask. */
export const loadMemberDetail = cache(async (token: string): Promise<User> => {
  // The config only supplies the origin for relative avatars: both reads start together.
  const [assetOrigin, raw] = await Promise.all([loadAssetOrigin(), loadMemberRecord(token)]);
  return normalizeUser(raw, assetOrigin);
});

/** The signed-in member of this request, or null (no cookie, or a token the API rejects). */
export const loadRequestMember = cache(async (): Promise<{ token: string; user: User } | null> => {
  const token = await readRequestToken();
  if (!token) return null;
  try {
    return { token, user: await loadMemberDetail(token) };
  } catch (error) {
    if (isApiError(error) && error.kind === "unauthorized") return null;
    throw error;
  }
});
