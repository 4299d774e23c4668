import { buildApp } from "./app";
import { openDatabase } from "./db/connection";
import { migrate } from "./db/migrate";
import { seedIfEmpty } from "./db/seed";
import { loadTokenSecret } from "./db/token-secret";
import { readSettings } from "./options";

/** Entry point: `npx tsx embedded-api/server.ts`. */
async function main(): Promise<void> {
  const settings = readSettings();
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
    tokenSecret: loadTokenSecret(settings.dataDir),
  });
  await app.listen({ host: settings.host, port: settings.port });
  console.log(`embedded MeEdu API listening on http://${settings.host}:${settings.port} (data: ${settings.dataDir})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[embedded-api] ${signal} received, shutting down`);
    try {
      await app.close();
    } finally {
      db.close();
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error("[embedded-api] failed to start:", error);
  process.exit(1);
});
