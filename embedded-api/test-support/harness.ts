import type { Database } from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../app";
import { DB_FILE_NAME, openDatabase } from "../db/connection";
import { migrate } from "../db/migrate";
import { seedIfEmpty } from "../db/seed";
import { loadTokenSecret } from "../db/token-secret";
import type { EmbeddedApiOptions } from "../types";

// fastify.inject → light-my-request → cookie@2, which is ESM-only; Jest on Node 20 cannot
// require ESM. light-my-request only needs stringifySetCookie (for request cookies we never send).
jest.mock("cookie", () => ({
  stringifySetCookie: (c: { name: string; value: string }) => `${c.name}=${encodeURIComponent(c.value)}`,
}));

export const PUBLIC_URL = "http://api.test";
/** The site's origin: return addresses (s_url / f_url) may point here. */
export const SITE_ORIGIN = "http://site.test";
export const DEMO_MOBILE = "13800138000";
export const LOCKED_MOBILE = "13900139000";
export const DEMO_PASSWORD = "meedu123";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  dir: string;
  logs: string[];
  /** Moves the API's clock forward. */
  advance(ms: number): void;
  get(url: string, token?: string, headers?: Record<string, string>): Promise<Json>;
  post(url: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<Json>;
  login(mobile?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

// Migrating and seeding (password hashing included) costs about half a second, so a test file
// does it once and every test API opens its own copy of that file.
let seededTemplate: Promise<string> | undefined;

function seededTemplateDir(): Promise<string> {
  seededTemplate ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), "embedded-api-template-"));
    const db = openDatabase(dir);
    migrate(db);
    await seedIfEmpty(db);
    db.close(); // the last connection's close folds the WAL into the file
    return dir;
  })();
  return seededTemplate;
}

afterAll(async () => {
  if (seededTemplate) rmSync(await seededTemplate, { recursive: true, force: true });
});

/** A seeded API on a temp data dir, driven through app.inject. */
export async function createTestApi(options: Partial<EmbeddedApiOptions> = {}): Promise<TestApi> {
  const dir = mkdtempSync(join(tmpdir(), "embedded-api-test-"));
  copyFileSync(join(await seededTemplateDir(), DB_FILE_NAME), join(dir, DB_FILE_NAME));
  let nowMs = Date.now();
  const db = openDatabase(dir);
  const logs: string[] = [];
  const app = await buildApp({
    db,
    demoMode: true,
    rateLimitPerMinute: 0,
    testHooks: false,
    publicUrl: PUBLIC_URL,
    allowedOrigins: [SITE_ORIGIN],
    tokenSecret: loadTokenSecret(dir),
    clock: () => nowMs,
    log: (line) => logs.push(line),
    ...options,
  });
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  const api: TestApi = {
    app,
    db,
    dir,
    logs,
    advance: (ms) => {
      nowMs += ms;
    },
    async get(url, token, headers = {}) {
      const res = await app.inject({ method: "GET", url, headers: { ...auth(token), ...headers } });
      expect(res.statusCode).toBe(200);
      return res.json();
    },
    async post(url, body, token, headers = {}) {
      const res = await app.inject({
        method: "POST",
        url,
        payload: body as object,
        headers: { ...auth(token), ...headers },
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    },
    async login(mobile = DEMO_MOBILE, password = DEMO_PASSWORD) {
      const res = await api.post("/api/v2/login/password", { mobile, password });
      if (res.code !== 0) throw new Error(`login failed: ${res.message}`);
      return res.data.token as string;
    },
    async close() {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return api;
}
