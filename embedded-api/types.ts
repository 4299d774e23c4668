import type { Database } from "better-sqlite3";
import type { ReturnAddressRule } from "./lib/return-address";

/**
 * MeEdu's `meedu.system.login.limit.rule`: 1 = any number of sessions, 3 = one device across all
 * platforms (a newer login ends the older sessions at their next protected call with 401 请重新登录).
 */
export type LoginLimitRule = 1 | 3;

/** Options accepted by buildApp (see options.ts for how env vars map onto them). */
export interface EmbeddedApiOptions {
  /** An open better-sqlite3 database that has been migrated (and usually seeded). */
  db: Database;
  /** Demo mode: SMS codes are logged instead of sent, and 112233 is accepted. */
  demoMode: boolean;
  /** Requests per minute per client IP on /api/*; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Client IPs / CIDR ranges never throttled (MeEdu's THROTTLE_WHITELIST_IP). */
  throttleWhitelistIps?: string[];
  /**
   * Proxies (IPs / CIDR ranges) whose X-Forwarded-For is believed; none by default, so the client
   * IP is the socket peer.
   */
  trustedProxies?: string[];
  /** Expose /__test/* helper routes (captcha answers, last SMS code). */
  testHooks: boolean;
  /** Absolute base URL of this API, no trailing slash. Used for config `url`, logo and image URLs. */
  publicUrl: string;
  /** Deep-merged over the /api/v2/other/config payload at response time. */
  configOverrides?: Record<string, unknown>;
  /** HS256 secret for tokens. A random one is generated per app when omitted. */
  tokenSecret?: Uint8Array;
  /** Clock in epoch milliseconds (tests move it forward). Defaults to Date.now. */
  clock?: () => number;
  /** Where demo lines such as `[demo-sms] …` go. Defaults to console.log. */
  log?: (line: string) => void;
  /** Behave like MeEdu < 4.9.29 on the home page: no decorationPage/blocks, old viewBlock + sliders endpoints. */
  legacyHome?: boolean;
  /**
   * Full-text search (MeEdu with Meilisearch). false: GET /api/v3/search answers {total:0,data:[]}
   * for every keyword, like a stock MeEdu without Meilisearch; /api/v2/search still works. Default true.
   */
  fullTextSearch?: boolean;
  /**
   * Origins besides publicUrl's that s_url / f_url may point at, e.g. the site's
   * (EMBEDDED_API_ALLOWED_ORIGINS plus SITE_URL). Everything else is refused.
   */
  allowedOrigins?: string[];
  /** Sessions per member (default 1: unlimited). */
  loginLimitRule?: LoginLimitRule;
}

/** Stock-MeEdu conditions the e2e suite switches on through /__test/* (routes/fault-test-hooks.ts). */
export interface SimulatedFaults {
  /** No S3-type storage configured: MeEdu answers every upload with its exception handler's 错误. */
  uploadStorageMissing: boolean;
  /** Until this time (ms, ctx.now) every /api/* request gets MeEdu's throttle answer. */
  throttledUntil: number;
  /** Meilisearch configured but down (or its index missing): v3 search answers MeEdu's bare 错误. */
  fullTextSearchDown: boolean;
}

/** What every route module receives. */
export interface AppContext {
  db: Database;
  demoMode: boolean;
  testHooks: boolean;
  publicUrl: string;
  /** What s_url / f_url may be (lib/return-address.ts). */
  returnAddresses: ReturnAddressRule;
  configOverrides: Record<string, unknown>;
  tokenSecret: Uint8Array;
  now: () => number;
  log: (line: string) => void;
  loginLimitRule: LoginLimitRule;
  faults: SimulatedFaults;
}

/** A row of the users table. */
export interface UserRow {
  id: number;
  avatar: string;
  nick_name: string;
  mobile: string;
  password: string;
  credit1: number;
  credit2: number;
  credit3: number;
  is_active: number;
  is_lock: number;
  role_id: number;
  role_expired_at: string | null;
  invite_balance: number;
  invite_user_id: number;
  is_password_set: number;
  is_set_nickname: number;
  last_login_id: number;
  created_at: string;
  updated_at: string;
}
