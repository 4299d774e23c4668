import { buildApp } from "./app";
import { openDatabase } from "./db/connection";
import { migrate } from "./db/migrate";
import { seedIfEmpty } from "./db/seed";
import { loadTokenSecret } from "./db/token-secret";
import { readSettings } from "./options";

export interface RunningApi {
  url: string;
  close(): Promise<void>;
}

/**
 * Opens (and on first start seeds) the database and listens. `npm start` calls this inside its
 * launcher process; `node embedded-api/dist/server.js` runs it on its own.
 */
export async function startEmbeddedApi(env: Record<string, string | undefined> = process.env): Promise<RunningApi> {
  const settings = readSettings(env);
  if (settings.demoMode && env.NODE_ENV === "production") {
    console.warn(
      "[embedded-api] WARNING: DEMO MODE IN PRODUCTION (EMBEDDED_API_DEMO=1): SMS code 112233 signs anyone in and the " +
        "演示 stand-ins for WeChat, QQ, payment and face verification answer. Never point real students at this.",
    );
  }
  const db = openDatabase(settings.dataDir);
  migrate(db);
  if (await seedIfEmpty(db)) console.log(`[embedded-api] seeded demo data into ${settings.dataDir}`);

  const app = await buildApp({
    db,
    demoMode: settings.demoMode,
    rateLimitPerMinute: settings.rateLimitPerMinute,
    throttleWhitelistIps: settings.throttleWhitelistIps,
    trustedProxies: settings.trustedProxies,
    testHooks: settings.testHooks,
    publicUrl: settings.publicUrl,
    configOverrides: settings.configOverrides,
    legacyHome: settings.legacyHome,
    fullTextSearch: settings.fullTextSearch,
    allowedOrigins: settings.allowedOrigins,
    loginLimitRule: settings.loginLimitRule,
    tokenSecret: loadTokenSecret(settings.dataDir),
  });
  await app.listen({ host: settings.host, port: settings.port });
  console.log(`embedded MeEdu API listening on http://${settings.host}:${settings.port} (data: ${settings.dataDir})`);
  return {
    url: `http://${settings.host}:${settings.port}`,
    close: async () => {
      try {
        await app.close();
      } finally {
        db.close();
      }
    },
  };
}

function runStandalone(): void {
  startEmbeddedApi().then(
    (api) => {
      let closing = false;
      const shutdown = (signal: string) => {
        if (closing) return;
        closing = true;
        console.log(`[embedded-api] ${signal} received, shutting down`);
        void api.close().finally(() => process.exit(0));
      };
      process.on("SIGTERM", () => shutdown("SIGTERM"));
      process.on("SIGINT", () => shutdown("SIGINT"));
    },
    (error: unknown) => {
      console.error("[embedded-api] failed to start:", error);
      process.exit(1);
    },
  );
}

if (require.main === module) runStandalone();
