import "server-only";
import Redis from "ioredis";
import { announceBackendPauses, hearBackendPause, shareBackendPauseFromFirstRead } from "../api/backend-pause";
import { buildingSite, siteEnv } from "../shared/env";
import { logSoftFailure } from "../shared/soft-failure";

// One backend pause for every instance on REDIS_URL (lib/api/backend-pause.ts): the instance that
// begins one publishes it and every instance hears it on a subscription, into its own copy. Pushed,
// not polled: a pause reaches the others within a millisecond (while a visitor nginx passes on is
// still starting its render), and nothing is read while there is none. Reads only ever look at the
// local copy, so Redis adds no wait to a request: down or stalled, publishing fails or lags in the
// background and each instance keeps its own pause, as without Redis. The pause is also kept under a
// key that expires with it, for an instance that (re)connects while it lasts.

const CHANNEL = "meedu-site:backend-pause";
const KEY = "meedu-site:backend-pause";
/** A stalled Redis leaves no announcement pending longer than this (the cache handler's bound). */
const REDIS_TIMEOUT_MS = 1000;

function connection(url: string): Redis {
  // As the cache handler connects (server/next-cache-handler.mjs): nothing queued while disconnected.
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
    commandTimeout: REDIS_TIMEOUT_MS,
    autoResubscribe: false,
  });
  client.on("error", (error) => logSoftFailure("经 Redis 共享后端暂停", error, "本实例自己的暂停"));
  return client;
}

export interface SharedBackendPause {
  close(): void;
}

export function shareBackendPause(url: string): SharedBackendPause {
  const publisher = connection(url);
  const subscriber = connection(url);
  let subscribed = false;

  const catchUp = () => {
    if (!subscribed || publisher.status !== "ready") return;
    publisher.pttl(KEY).then(hearBackendPause, () => undefined);
  };
  subscriber.on("message", (channel: string, message: string) => {
    if (channel === CHANNEL) hearBackendPause(Number(message));
  });
  // Subscribed again on every (re)connection, then whatever pause began meanwhile is read.
  subscriber.on("ready", () => {
    subscriber.subscribe(CHANNEL).then(
      () => {
        subscribed = true;
        catchUp();
      },
      () => undefined,
    );
  });
  subscriber.on("close", () => (subscribed = false));
  publisher.on("ready", catchUp);
  for (const client of [publisher, subscriber]) client.connect().catch(() => undefined);

  announceBackendPauses((pauseMs) => {
    publisher
      .multi()
      .set(KEY, String(pauseMs), "PX", pauseMs)
      .publish(CHANNEL, String(pauseMs))
      .exec()
      .catch((error: unknown) => logSoftFailure("经 Redis 共享后端暂停", error, "本实例自己的暂停"));
  });

  return {
    close() {
      announceBackendPauses(null);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

// Once per server process, loaded with the renders' start-up (lib/server/bootstrap.ts).
shareBackendPauseFromFirstRead(() => {
  const { redisUrl } = siteEnv();
  if (redisUrl && !buildingSite()) shareBackendPause(redisUrl);
});
