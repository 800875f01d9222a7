import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';
import { startupWarnings } from '../boot.ts';

describe('loadConfig', () => {
  it('starts with safe defaults for a newcomer', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.notifyTransport).toBe('outbox');
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    // Tests write to a pipe, not a terminal: JSON lines unless told.
    expect(config.logFormat).toBe(process.stdout.isTTY ? 'pretty' : 'json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(config.backupKeep).toBe(7);
    expect({ role: config.role, replicas: config.replicaUrls, poolMax: config.poolMax }).toEqual({ role: 'all', replicas: [], poolMax: 10 });
  });

  it('reads replicas, pool sizes and the role for a PostgreSQL cluster', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://p/db', DATABASE_REPLICA_URLS: 'postgres://r1/db, postgres://r2/db', DB_POOL_MAX: '20', DB_REPLICA_POOL_MAX: '5', DATABASE_REPLICA_MAX_LAG_SECONDS: '30', ROLE: 'worker' });
    expect({ urls: config.replicaUrls, pool: config.poolMax, replicaPool: config.replicaPoolMax, lag: config.replicaMaxLagSeconds, role: config.role }).toEqual({
      urls: ['postgres://r1/db', 'postgres://r2/db'], pool: 20, replicaPool: 5, lag: 30, role: 'worker',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT \(got "abc"\) must be a whole number from 0 to 65535$/],
    [{ PORT: '70000' }, /PORT \(got "70000"\) must be a whole number/],
    [{ NOTIFY_TRANSPORT: 'pigeon' }, /NOTIFY_TRANSPORT \(got "pigeon"\) must be one of outbox, smtp, webhook/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO \(got "maybe"\) must be true or false/],
    [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT \(got "xml"\)/],
    [{ NOTIFY_TRANSPORT: 'smtp' }, /SMTP_URL is required when NOTIFY_TRANSPORT=smtp/],
    [{ ADMIN_EMAIL: 'a@b.co' }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ ROLE: 'web' }, /ROLE \(got "web"\) needs DATABASE_URL for web and worker/],
    [{ ROLE: 'cron', DATABASE_URL: 'postgres://h/db' }, /ROLE \(got "cron"\) must be all, web or worker/],
    [{ DATABASE_REPLICA_URLS: 'postgres://r/db' }, /DATABASE_REPLICA_URLS needs DATABASE_URL/],
    [{ DATABASE_URL: 'postgres://h/db', DATABASE_REPLICA_URLS: 'postgres://r/db, mysql://x' }, /^Invalid configuration: DATABASE_REPLICA_URLS must be postgres:\/\/ URLs separated by commas$/],
    [{ DB_POOL_MAX: '0' }, /DB_POOL_MAX \(got "0"\) must be a whole number of connections from 1/],
    [{ BACKUP_KEEP: 'weekly' }, /BACKUP_KEEP \(got "weekly"\) must be a whole number of backups \(0 turns the daily backup off\)/],
  ])('refuses %o with a one-line reason', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('refuses production with the development secret or the dev outbox', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set to a secret of your own/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), NOTIFY_TRANSPORT: 'outbox' })).toThrow(
      /NOTIFY_TRANSPORT \(got "outbox"\) must be smtp or webhook in production/,
    );
    const ok = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), NOTIFY_TRANSPORT: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send', SMS_WEBHOOK_SECRET: 's'.repeat(32) });
    expect(ok.notifyTransport).toBe('webhook');
  });

  it('takes a metrics token of 32 characters or more; production refuses a shorter one, development warns', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), NOTIFY_TRANSPORT: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example/send', SMS_WEBHOOK_SECRET: 's'.repeat(32) };
    expect(loadConfig(production).metricsToken).toBeUndefined();
    expect(loadConfig({ ...production, METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ ...production, METRICS_TOKEN: 'short-metrics-token' })).toThrow(
      /^Invalid configuration: METRICS_TOKEN must be at least 32 characters in production$/,
    );
    const development = loadConfig({ METRICS_TOKEN: 'short-metrics-token' });
    expect(development.metricsToken).toBe('short-metrics-token');
    expect(startupWarnings(development)).toContain('METRICS_TOKEN is shorter than 32 characters (refused in production)');
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it and is long enough' })).toThrow(/^Invalid configuration: METRICS_TOKEN must be printable ASCII without spaces$/);
  });

  it('keeps pictures on disk by default, and in a bucket with S3_BUCKET, under its public address or the CDN named', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    const minio = loadConfig({ S3_BUCKET: 'pictures', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).storage;
    expect(minio).toMatchObject({ kind: 's3', bucket: 'pictures', forcePathStyle: true, publicUrl: 'http://127.0.0.1:9000/pictures' });
    expect(loadConfig({ S3_BUCKET: 'pictures', S3_REGION: 'me-south-1' }).storage).toMatchObject({ publicUrl: 'https://pictures.s3.me-south-1.amazonaws.com', forcePathStyle: false });
    expect(loadConfig({ S3_BUCKET: 'pictures', MEDIA_PUBLIC_URL: 'https://cdn.solar.example/p/' }).storage).toMatchObject({ publicUrl: 'https://cdn.solar.example/p' });
    expect(() => loadConfig({ S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.solar.example' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET .*must be a bucket name/);
  });

  it('never echoes secrets in its message', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/^Invalid configuration: JWT_SECRET must be at least 32 characters$/);
  });
});
