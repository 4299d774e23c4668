import pino, { type DestinationStream, type Logger } from "pino";
import { siteEnv, type SiteEnv } from "../shared/env";
import { redactSecrets } from "../shared/redact-secrets";

// The site's log: one JSON object per line on stdout (pino), or a short readable line in
// development. Nothing secret reaches it: fields whose name says token, cookie, authorization,
// password or secret are replaced whatever their depth, and every string is scrubbed of Bearer
// tokens, the session cookie and token values (lib/shared/redact-secrets.ts).

const SECRET_FIELD = /token|cookie|authorization|password|secret/i;
const MAX_DEPTH = 6;
const REDACTED = "[redacted]";

function redactFields(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactSecrets(value);
  if (value === null || typeof value !== "object" || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_FIELD.test(key) ? REDACTED : redactFields(item, depth + 1),
    ]),
  );
}

const LEVEL_NAMES: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};
const OMITTED_IN_PRETTY = new Set(["level", "time", "msg", "pid", "hostname"]);

/** Development: `12:03:04 INFO request method=GET route=courses status=200 …`. */
function prettyLine(json: string): string {
  try {
    const entry = JSON.parse(json) as Record<string, unknown>;
    const time = new Date(String(entry.time)).toTimeString().slice(0, 8);
    const fields = Object.entries(entry)
      .filter(([key]) => !OMITTED_IN_PRETTY.has(key))
      .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
    return `${time} ${String(entry.level).toUpperCase()} ${entry.msg ?? ""} ${fields.join(" ")}`.trimEnd() + "\n";
  } catch {
    return json;
  }
}

export function createLogger(
  settings: Pick<SiteEnv, "logLevel" | "logFormat">,
  destination: DestinationStream = pino.destination({ dest: 1, sync: true }),
): Logger {
  const output =
    settings.logFormat === "pretty" ? { write: (line: string) => destination.write(prettyLine(line)) } : destination;
  return pino(
    {
      level: settings.logLevel,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label, number) => ({ level: LEVEL_NAMES[number]?.toLowerCase() ?? label }),
        log: (object) => redactFields(object) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === "string" ? redactSecrets(arg) : arg));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    output,
  );
}

let shared: Logger | null = null;

/** This bundle's logger, configured from the environment on first use. */
export function logger(): Logger {
  shared ??= createLogger(siteEnv());
  return shared;
}

/** Tests only: the shared logger writes to `destination` (null: back to stdout on next use). */
export function logTo(destination: DestinationStream | null): void {
  shared = destination ? createLogger({ logLevel: "debug", logFormat: "json" }, destination) : null;
}
