import { cookies } from "next/headers";
import { connection } from "next/server";
import { cache } from "react";
import { serverApiOrigin } from "../api/base-url";
import { isApiError } from "../api/errors";
import { fetchMemberDetail, fetchUnreadCount } from "../api/member";
import type { SystemConfig, User } from "../api/models";
import { fetchSystemConfig } from "../api/system";
import { TOKEN_KEY } from "../storage-keys";

export interface SiteBootstrap {
  config: SystemConfig | null;
  user: User | null;
  hasUnread: boolean;
  /** The cookie held a token the backend no longer accepts; the browser should drop it. */
  tokenRejected: boolean;
}

export const readRequestToken = cache(async (): Promise<string | null> => {
  return (await cookies()).get(TOKEN_KEY)?.value || null;
});

export const loadSystemConfig = cache(async (): Promise<SystemConfig | null> => {
  // The config belongs to the deployment (run time), never to the build.
  await connection();
  try {
    return await fetchSystemConfig();
  } catch {
    console.error("系统初始化失败");
    return null;
  }
});

/** The member behind `token`, fetched once per request however many components ask. */
export const loadMemberDetail = cache(async (token: string): Promise<User> => {
  const config = await loadSystemConfig();
  return fetchMemberDetail(config?.url || serverApiOrigin(), token);
});

async function loadMember(token: string) {
  try {
    const [user, unread] = await Promise.all([loadMemberDetail(token), fetchUnreadCount(token).catch(() => 0)]);
    return { user, hasUnread: unread > 0, tokenRejected: false };
  } catch (error) {
    const rejected = isApiError(error) && error.kind === "unauthorized";
    return { user: null, hasUnread: false, tokenRejected: rejected };
  }
}

// Spec §4 start: config loaded on the server; with a token the member is loaded.
export const loadSiteBootstrap = cache(async (): Promise<SiteBootstrap> => {
  const [config, token] = await Promise.all([loadSystemConfig(), readRequestToken()]);
  if (!token) return { config, user: null, hasUnread: false, tokenRejected: false };
  return { config, ...(await loadMember(token)) };
});
