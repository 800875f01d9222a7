import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from '../paths.ts';

const NOTIFY_TRANSPORTS = ['outbox', 'smtp', 'webhook'] as const;
const DEV_SECRET = 'dev-only-secret-change-me-0123456789abcdef';
/** The shortest metrics token production accepts (a shorter one only warns outside production). */
export const METRICS_TOKEN_MIN = 32;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A count or a duration of at most `digits` digits, 0 included, with its default. */
const wholeNumber = (digits: number, message: string, fallback: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${digits}}$`), { message })
    .transform(Number)
    .default(fallback);

const MEDIA_URL_MESSAGE = 'must be an absolute http(s) URL such as https://cdn.solar.example/pictures';

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'must be development, production or test' }).default('development'),
    // Loopback unless production or set: a laptop running `npm start` on a café's Wi-Fi must not offer
    // the development outbox (and its codes) to the room (docs/decisions/005-account-takeover-defences.md).
    HOST: z.string().min(1).optional(),
    PORT: z
      .string()
      .regex(/^\d{1,5}$/, { message: 'must be a whole number from 0 to 65535' })
      .transform(Number)
      .refine((n) => n <= 65535, { message: 'must be a whole number from 0 to 65535' })
      .default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    // Read replicas of DATABASE_URL, comma-separated: anonymous public reads go to one that answers and is
    // not lagging past DATABASE_REPLICA_MAX_LAG_SECONDS (docs/decisions/037-read-replicas-and-roles.md).
    DATABASE_REPLICA_URLS: z
      .string()
      .transform((v) => v.split(',').map((u) => u.trim()).filter(Boolean))
      .refine((urls) => urls.length > 0 && urls.every((u) => /^postgres(ql)?:\/\//.test(u)), { message: 'must be postgres:// URLs separated by commas' })
      .optional(),
    DATABASE_REPLICA_MAX_LAG_SECONDS: wholeNumber(4, 'must be a whole number of seconds', 10),
    // Connections each process keeps to the primary, and to each replica.
    DB_POOL_MAX: wholeNumber(4, 'must be a whole number of connections from 1', 10).refine((n) => n >= 1, { message: 'must be a whole number of connections from 1' }),
    DB_REPLICA_POOL_MAX: wholeNumber(4, 'must be a whole number of connections from 1', 10).refine((n) => n >= 1, { message: 'must be a whole number of connections from 1' }),
    // web: HTTP only, no jobs; worker: jobs only, no HTTP; all: both (one machine, the embedded database).
    ROLE: z.enum(['all', 'web', 'worker'], { message: 'must be all, web or worker' }).default('all'),
    JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).default(DEV_SECRET),
    // Signs the unsubscribe links of alerts (docs/decisions/023-saved-searches-and-alerts.md); its own, so
    // rotating JWT_SECRET does not break the links in messages already sent. Unset: JWT_SECRET signs them.
    UNSUBSCRIBE_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    NOTIFY_TRANSPORT: z
      .enum(NOTIFY_TRANSPORTS, { message: `must be one of ${NOTIFY_TRANSPORTS.join(', ')}` })
      .optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' }).optional(),
    SMTP_FROM: z.string().min(3).default('Solar Market <no-reply@solar-market.local>'),
    SMS_WEBHOOK_URL: z.url({ message: 'must be an http(s) URL' }).optional(),
    // Signs each webhook post (lib/notifier.ts), so the gateway can tell our messages from anyone's.
    SMS_WEBHOOK_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).max(128).optional(),
    SEED_DEMO: booleanFlag.default(true),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Readable lines in a terminal, one JSON object per line for a log collector; by default, which stdout is.
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    WEB_DIST_DIR: z.string().optional(),
    // The absolute origin pages are published under: canonical links, hreflang, Open Graph, the sitemap.
    PUBLIC_URL: z
      .url({ message: 'must be an absolute http(s) URL such as https://solar.example' })
      .regex(/^https?:\/\/[^/]+\/?$/, { message: 'must be an origin only, such as https://solar.example' })
      .optional(),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, { message: 'must be a redis:// URL' }).optional(),
    // Where this deployment's keys and channel live in Redis, so two deployments can share one server.
    REDIS_PREFIX: z.string().regex(/^[\w.:-]{1,40}$/, { message: 'must be 1–40 of a-z A-Z 0-9 _ . : -' }).default('solar:'),
    // Which peers may name the client's address in X-Forwarded-For: a hop count (1 = the proxy in front),
    // or the proxies' addresses and networks. Unset: nobody, the socket's address counts (docs/decisions/015-behind-a-proxy.md).
    TRUST_PROXY: z
      .string()
      .transform((v, ctx) => {
        if (/^\d{1,2}$/.test(v.trim())) {
          const hops = Number(v);
          if (hops >= 1) return hops;
        }
        const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
        const valid = entries.length > 0 && entries.every((e) => {
          const [address, bits, extra] = e.split('/');
          const family = net.isIP(address ?? '');
          if (!family || extra !== undefined) return false;
          return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
        });
        if (!valid) {
          ctx.addIssue({ code: 'custom', message: 'must be a hop count from 1 to 99, or addresses and networks of your proxies (10.0.0.1,10.1.0.0/16); trusting every peer is refused' });
          return z.NEVER;
        }
        return entries;
      })
      .optional(),
    // Serves Prometheus metrics at /metrics to callers that send `Authorization: Bearer <token>`; unset,
    // nothing is measured and /metrics does not exist (docs/decisions/018-api-docs-and-metrics.md).
    // Pictures in an S3-compatible bucket instead of DATA_DIR/uploads (docs/decisions/020-picture-storage.md).
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a bucket name (3–63 of a-z 0-9 . -)' }).optional(),
    S3_ENDPOINT: z.url({ message: 'must be an http(s) URL' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    MEDIA_PUBLIC_URL: z
      .url({ message: MEDIA_URL_MESSAGE })
      .regex(/^https?:\/\//, { message: MEDIA_URL_MESSAGE })
      .optional(),
    METRICS_TOKEN: z.string().regex(/^[\x21-\x7e]+$/, { message: 'must be printable ASCII without spaces' }).optional(),
    CLEANUP_INTERVAL_SECONDS: wholeNumber(7, 'must be a whole number of seconds (0 turns the clean-up off)', 900),
    // How often each process looks for background jobs that are due (docs/decisions/021-background-jobs.md); 0: never (tests run them by hand).
    JOBS_POLL_MS: wholeNumber(6, 'must be a whole number of milliseconds (0 turns the poll off)', 2000),
    // Load shedding (docs/decisions/017-operating-the-service.md): requests one process serves at once,
    // and the event-loop lag past which it refuses new ones; 0 turns either off.
    MAX_IN_FLIGHT: wholeNumber(5, 'must be a whole number of requests (0 turns the cap off)', 64),
    MAX_EVENT_LOOP_DELAY_MS: wholeNumber(5, 'must be a whole number of milliseconds (0 turns the check off)', 1000),
    // Daily backups of the embedded database kept in DATA_DIR/backups (docs/decisions/033-live-backups.md).
    BACKUP_KEEP: wholeNumber(3, 'must be a whole number of backups (0 turns the daily backup off)', 7),
  })
  .superRefine((env, ctx) => {
    const transport = env.NOTIFY_TRANSPORT ?? (env.NODE_ENV === 'production' ? undefined : 'outbox');
    if (env.NODE_ENV === 'production') {
      if (env.JWT_SECRET === DEV_SECRET)
        ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set to a secret of your own in production' });
      if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN.length < METRICS_TOKEN_MIN)
        ctx.addIssue({ code: 'custom', path: ['METRICS_TOKEN'], message: `must be at least ${METRICS_TOKEN_MIN} characters in production` });
      if (!transport || transport === 'outbox')
        ctx.addIssue({ code: 'custom', path: ['NOTIFY_TRANSPORT'], message: 'must be smtp or webhook in production (the dev outbox is refused)' });
      if (env.SMS_WEBHOOK_URL && !env.SMS_WEBHOOK_SECRET)
        ctx.addIssue({ code: 'custom', path: ['SMS_WEBHOOK_SECRET'], message: 'is required with SMS_WEBHOOK_URL in production (it signs each post)' });
    }
    if (transport === 'smtp' && !env.SMTP_URL)
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when NOTIFY_TRANSPORT=smtp' });
    if (transport === 'webhook' && !env.SMS_WEBHOOK_URL)
      ctx.addIssue({ code: 'custom', path: ['SMS_WEBHOOK_URL'], message: 'is required when NOTIFY_TRANSPORT=webhook' });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together' });
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.MEDIA_PUBLIC_URL))
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when S3_ENDPOINT or MEDIA_PUBLIC_URL is set' });
    if (env.DATABASE_REPLICA_URLS && !env.DATABASE_URL)
      ctx.addIssue({ code: 'custom', path: ['DATABASE_REPLICA_URLS'], message: 'needs DATABASE_URL (the embedded database has no replicas)' });
    if (env.ROLE !== 'all' && !env.DATABASE_URL)
      ctx.addIssue({ code: 'custom', path: ['ROLE'], message: 'needs DATABASE_URL for web and worker (an embedded database is one process: leave ROLE unset)' });
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD))
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together' });
  });

/** The validated configuration the whole server reads; nothing else reads process.env. */
/** A bucket's settings as `S3_*` configure it (lib/image-store.ts opens it). */
export interface S3StoreOptions {
  bucket: string;
  /** The S3-compatible endpoint (MinIO, R2, Spaces, a test server); AWS's own when unset. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/...` instead of `https://bucket.host/...` (MinIO, most compatible servers). */
  forcePathStyle: boolean;
  /** Where browsers fetch pictures: a CDN in front of the bucket, or the bucket's own address. */
  publicUrl: string;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  /** Where pictures live: DATA_DIR/uploads, or an S3-compatible bucket (S3_BUCKET). */
  storage: { kind: 'disk' } | ({ kind: 's3' } & S3StoreOptions);
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Read replicas of databaseUrl (none by default), the lag past which one is skipped, and the pools' sizes. */
  replicaUrls: string[];
  replicaMaxLagSeconds: number;
  poolMax: number;
  replicaPoolMax: number;
  /** What this process does: serve HTTP (`web`), run background jobs (`worker`), or both (`all`). */
  role: 'all' | 'web' | 'worker';
  secret: string;
  /** The HMAC key of alerts' unsubscribe links (UNSUBSCRIBE_SECRET, else JWT_SECRET). */
  unsubscribeSecret: string;
  notifyTransport: (typeof NOTIFY_TRANSPORTS)[number];
  smtpUrl: string | undefined;
  smtpFrom: string;
  smsWebhookUrl: string | undefined;
  smsWebhookSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  corsOrigins: string[];
  logLevel: string;
  /** `pretty`: one readable line per entry (a terminal); `json`: pino's lines (a collector). */
  logFormat: 'pretty' | 'json';
  webDistDir: string;
  /** PUBLIC_URL without a trailing slash; by default this server's own address. */
  publicUrl: string;
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (TRUST_PROXY). */
  trustProxy: false | number | string[];
  /** True when JWT_SECRET was not set and the development secret is in use (never in production). */
  usesDevSecret: boolean;
  /** Seconds between clean-ups of expired rows and unattached uploads; 0 turns the timer off. */
  cleanupIntervalSeconds: number;
  /** Milliseconds between looks for due background jobs; 0: never. */
  jobsPollMs: number;
  /** Load shedding: requests served at once (0 = no cap) and the event-loop lag that refuses new ones (0 = off). */
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  /** The embedded database's daily backups kept in DATA_DIR/backups; 0: no daily backup. */
  backupKeep: number;
  /** The bearer token /metrics asks for; undefined: no metrics are kept and /metrics does not exist. */
  metricsToken: string | undefined;
}

/** Thrown with one line per bad variable, so start-up can print it and exit. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError naming every bad variable and why. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // An empty variable counts as unset, as shells and .env files commonly leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = present[name];
      const shown = value === undefined || /SECRET|PASSWORD|URL|TOKEN/.test(name) ? '' : ` (got "${value}")`;
      return `${name}${shown} ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const forcePathStyle = e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT);
  const bucketUrl = e.S3_ENDPOINT
    ? forcePathStyle
      ? `${e.S3_ENDPOINT.replace(/\/$/, '')}/${e.S3_BUCKET}`
      : e.S3_ENDPOINT.replace('://', `://${e.S3_BUCKET}.`).replace(/\/$/, '')
    : `https://${e.S3_BUCKET}.s3.${e.S3_REGION}.amazonaws.com`;
  return {
    nodeEnv: e.NODE_ENV,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle,
          publicUrl: (e.MEDIA_PUBLIC_URL ?? bucketUrl).replace(/\/$/, ''),
        }
      : { kind: 'disk' },
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    replicaUrls: e.DATABASE_REPLICA_URLS ?? [],
    replicaMaxLagSeconds: e.DATABASE_REPLICA_MAX_LAG_SECONDS,
    poolMax: e.DB_POOL_MAX,
    replicaPoolMax: e.DB_REPLICA_POOL_MAX,
    role: e.ROLE,
    secret: e.JWT_SECRET,
    unsubscribeSecret: e.UNSUBSCRIBE_SECRET ?? e.JWT_SECRET,
    notifyTransport: e.NOTIFY_TRANSPORT ?? 'outbox',
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    smsWebhookSecret: e.SMS_WEBHOOK_SECRET,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist')),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    trustProxy: e.TRUST_PROXY ?? false,
    usesDevSecret: e.JWT_SECRET === DEV_SECRET,
    cleanupIntervalSeconds: e.CLEANUP_INTERVAL_SECONDS,
    jobsPollMs: e.JOBS_POLL_MS,
    maxInFlight: e.MAX_IN_FLIGHT,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    backupKeep: e.BACKUP_KEEP,
    metricsToken: e.METRICS_TOKEN,
  };
}
