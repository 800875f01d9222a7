import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { clearRateLimits, hitRateLimit } from './rate-limits.repository.ts';
import { AppError } from './app-error.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './db-availability.ts';

/** What one process tells the others: a kind of cached answer that is now stale everywhere. */
export type Topic = 'settings' | 'catalogue';

/**
 * State the API processes share (docs/decisions/019-shared-state.md): rate-limit counters and the news
 * that cached answers went stale. Redis when REDIS_URL is set; otherwise the database keeps the counters
 * and the news stays inside this process (each process's caches then lag by their time-to-live at most).
 */
export interface SharedState {
  kind: 'redis' | 'database';
  /**
   * Counts one hit of each rule in its fixed window; answers the seconds until the latest window over its
   * limit ends (0 when none is over). Every rule is counted, so hammering one key while another is
   * exhausted still costs.
   */
  hit(rules: readonly RateRule[], now: Date): Promise<number>;
  /** Forgets these counters at once (a password reset clears the throttle strangers built up on an account). */
  clear(keys: readonly string[]): Promise<void>;
  /** Tells every process, this one included, that `topic` changed. */
  announce(topic: Topic): void;
  /** Runs `listener` whenever any process announces `topic`. */
  on(topic: Topic, listener: () => void): void;
  /** Resolves when the shared store answers (the readiness check asks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface RateRule {
  /** What is limited and for whom, e.g. `login:ip:10.0.0.1`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Counters in the `rate_limits` table; news only inside this process. */
export function databaseSharedState(db: Db): SharedState {
  const local = new EventEmitter();
  return {
    kind: 'database',
    async hit(rules, now) {
      let retryAfter = 0;
      for (const rule of rules) {
        const row = await hitRateLimit(db, rule.key, rule.windowSeconds, now);
        if (row && row.count > rule.limit) {
          const endsAt = new Date(row.window_start).getTime() + rule.windowSeconds * 1000;
          retryAfter = Math.max(retryAfter, Math.ceil((endsAt - now.getTime()) / 1000));
        }
      }
      return retryAfter;
    },
    async clear(keys) {
      if (!keys.length) return;
      await clearRateLimits(db, [...keys]);
    },
    announce: (topic) => void local.emit(topic),
    on: (topic, listener) => void local.on(topic, listener),
    ping: async () => {},
    close: async () => {},
  };
}

/**
 * One fixed window in one round trip: the count after this hit and the milliseconds until the window
 * ends. The first hit of a window starts its expiry; a key somehow left without one gets it again.
 */
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

const CHANNEL = 'invalidate';

/**
 * Counters and news in Redis. Counters live under `{prefix}rl:` and expire with their window, so Redis
 * needs no clean-up; the windows run on Redis's clock, the same for every process. News travels on a
 * pub/sub channel that every process subscribes to with a connection of its own.
 */
export async function redisSharedState(url: string, options: { prefix?: string } = {}): Promise<SharedState> {
  const prefix = options.prefix ?? 'solar:';
  // Loaded only when REDIS_URL is set: the embedded default never needs the client.
  const { Redis } = await import('ioredis');
  const connection = { keyPrefix: prefix, lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 2_000 };
  const redis = new Redis(url, connection);
  const subscriber = new Redis(url, { ...connection, keyPrefix: undefined });
  // An error is answered where a command fails (429 logic → 503); the client reconnects by itself.
  redis.on('error', () => {});
  subscriber.on('error', () => {});
  // A Redis that is down at start-up is not this process's fault: it starts, reports Redis in `/ready`,
  // and the clients keep reconnecting by themselves (a command meanwhile fails as it would later).
  await Promise.all([redis.connect(), subscriber.connect()]).catch(() => {});
  redis.defineCommand('solarHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hitCommand = (key: string, windowMs: number) =>
    (redis as unknown as { solarHit(key: string, windowMs: number): Promise<[number, number]> }).solarHit(key, windowMs);

  const local = new EventEmitter();
  const me = crypto.randomUUID();
  const channel = `${prefix}${CHANNEL}`;
  // Not awaited: while Redis is away it waits in the offline queue, and ioredis subscribes again on reconnect.
  subscriber.subscribe(channel).catch(() => {});
  subscriber.on('message', (_channel: string, message: string) => {
    const [from, topic] = message.split(' ');
    // This process heard its own news when it announced it.
    if (from !== me && topic) local.emit(topic);
  });

  return {
    kind: 'redis',
    async hit(rules) {
      const answers = await Promise.all(rules.map((rule) => hitCommand(`rl:${rule.key}`, rule.windowSeconds * 1000))).catch(() => {
        // A limit that cannot be checked does not let the request through: "try again shortly".
        throw new AppError('SERVICE_UNAVAILABLE', 503, undefined, { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });
      });
      let retryAfter = 0;
      answers.forEach(([count, ttlMs], i) => {
        if (count > rules[i]!.limit) retryAfter = Math.max(retryAfter, Math.ceil(ttlMs / 1000));
      });
      return retryAfter;
    },
    async clear(keys) {
      if (keys.length) await redis.del(...keys.map((key) => `rl:${key}`));
    },
    announce(topic) {
      local.emit(topic);
      // Best effort: a process that misses it serves its copy until the copy's time-to-live ends.
      redis.publish(channel, `${me} ${topic}`).catch(() => {});
    },
    on: (topic, listener) => void local.on(topic, listener),
    async ping() {
      await redis.ping();
    },
    async close() {
      subscriber.disconnect();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Announces `topic` after every write of a feature that succeeded (an `onResponse` hook on that
 * feature's plugin), except the routes whose pattern `except` matches (a like changes no list).
 */
export function announceWrites(app: FastifyInstance, topic: Topic, except?: RegExp) {
  app.addHook('onResponse', (request, reply, done) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (write && reply.statusCode < 400 && !except?.test(request.routeOptions.url ?? '')) app.sharedState.announce(topic);
    done();
  });
}
