import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has safe defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '0.0.0.0',
      port: 3000,
      databaseUrl: undefined,
      databasePoolMax: 10,
      dataDir: path.resolve('data'),
      pgliteDir: path.resolve('data', 'pglite'),
      uploadsDir: path.resolve('data', 'uploads'),
      logLevel: 'info',
      maintenanceMode: false,
      seedOnStart: true,
      tokenTtlSeconds: 30 * 24 * 60 * 60,
      trustProxy: false,
      shutdownTimeoutMs: 10_000,
      drainMs: 0,
      publicUrl: undefined,
      ssrCacheTtlMs: 10_000,
      answerCaches: true,
    });
    expect(config.cdnRewrites).toEqual([
      { from: 'wellfit-assets.s3.ap-northeast-1.amazonaws.com', to: 'cdn.wellfit.tw' },
      { from: 'wellfit-media.storage.googleapis.com', to: 'media.wellfit.tw' },
    ]);
  });

  it('keeps uploads on the local disk unless STORAGE_DRIVER=s3 names a bucket', () => {
    const disk = loadConfig({});
    expect(disk.storage).toEqual({ driver: 'disk' });
    expect(disk.privateUploadsDir).toBe(path.resolve('data', 'private-uploads'));

    const minio = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'wellfit-media',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_ACCESS_KEY_ID: 'shop',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(minio.storage).toEqual({
      driver: 's3',
      s3: {
        bucket: 'wellfit-media',
        region: 'us-east-1',
        endpoint: 'http://minio:9000',
        credentials: { accessKeyId: 'shop', secretAccessKey: 'secret-key' },
        forcePathStyle: true,
        publicBaseUrl: 'http://minio:9000/wellfit-media',
      },
    });
    const aws = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'wellfit-media',
      S3_REGION: 'ap-northeast-1',
      S3_PUBLIC_BASE_URL: 'https://media.wellfit.tw/',
    });
    expect(aws.storage).toMatchObject({
      s3: { endpoint: undefined, credentials: undefined, publicBaseUrl: 'https://media.wellfit.tw' },
    });
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_REGION: 'eu-west-1' }).storage).toMatchObject({
      s3: { publicBaseUrl: 'https://b-1.s3.eu-west-1.amazonaws.com' },
    });

    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET="": required with STORAGE_DRIVER=s3/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'shop' })).toThrow(
      /S3_SECRET_ACCESS_KEY="": required with S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://shop@db:5432/wellfit',
      DATABASE_POOL_MAX: '20',
      DATA_DIR: '/var/lib/wellfit',
      MAINTENANCE_MODE: 'true',
      CDN_REWRITES: 'a.example=b.example',
      PUBLIC_URL: 'https://shop.example/',
      SEED_ON_START: 'false',
      TOKEN_TTL_SECONDS: '60',
      TRUST_PROXY: '1',
      APP_SECRET: 'a-production-secret-of-at-least-32-characters',
      ALLOW_TEST_PAYMENTS: 'true',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      databaseUrl: 'postgres://shop@db:5432/wellfit',
      databasePoolMax: 20,
      pgliteDir: '/var/lib/wellfit/pglite',
      maintenanceMode: true,
      cdnRewrites: [{ from: 'a.example', to: 'b.example' }],
      publicUrl: 'https://shop.example',
      seedOnStart: false,
      tokenTtlSeconds: 60,
      trustProxy: true,
    });
    expect(loadConfig({ CDN_REWRITES: '' }).cdnRewrites).toEqual([]);
  });

  it('refuses test payments in production on PostgreSQL unless ALLOW_TEST_PAYMENTS says so', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://shop@db/wellfit',
      APP_SECRET: 'a-production-secret-of-at-least-32-characters',
    };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_GATEWAY=.*simulator.*ALLOW_TEST_PAYMENTS=true/);
    const publicMerchant = {
      ...production,
      PAYMENT_GATEWAY: 'ecpay',
      ECPAY_MERCHANT_ID: '3002607',
      ECPAY_HASH_KEY: 'pwFHCqoQZGmho4w6',
      ECPAY_HASH_IV: 'EkRm7iFT261dpevs',
    };
    expect(() => loadConfig(publicMerchant)).toThrow(/public test merchant 3002607/);
    expect(loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true' }).payment.gateway).toBe('simulator');
    expect(loadConfig({ ...publicMerchant, ALLOW_TEST_PAYMENTS: 'true' }).payment.testMode).toBe(true);
    const ownMerchant = loadConfig({
      ...publicMerchant,
      ECPAY_MERCHANT_ID: '3999017',
      ECPAY_HASH_KEY: 'kU8sQ2wLm4Zp7Xn1',
      ECPAY_HASH_IV: 'Rt5vB9cY3hJ6dF0g',
    });
    expect(ownMerchant.payment).toMatchObject({ gateway: 'ecpay', testMode: false });
    // The quick start (production on PGlite) keeps the simulator; its banner says it charges nothing.
    const quickStart = loadConfig({ NODE_ENV: 'production', APP_SECRET: production.APP_SECRET });
    expect(quickStart.payment).toMatchObject({ gateway: 'simulator', testMode: true });
  });

  it('derives per-use keys from APP_SECRET, and requires it in production on PostgreSQL', () => {
    const secret = { APP_SECRET: 'a-production-secret-of-at-least-32-characters' };
    const one = loadConfig(secret);
    expect(one.codeHashSecret).not.toBe(one.playbackSigningKey);
    expect(loadConfig(secret).codeHashSecret).toBe(one.codeHashSecret);
    expect(loadConfig({ APP_SECRET: 'another-production-secret-of-32-characters' }).codeHashSecret).not.toBe(
      one.codeHashSecret,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://shop@db/wellfit' })).toThrow(
      /APP_SECRET="": required in production with DATABASE_URL/,
    );
    expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET="short": at least 32 characters/);
  });

  it('keeps a random secret in the data folder when production runs on PGlite', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wellfit-secret-'));
    try {
      const first = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
      expect(statSync(path.join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
      expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }).codeHashSecret).toBe(first.codeHashSecret);
      expect(first.codeHashSecret).not.toBe(
        loadConfig({ NODE_ENV: 'production', DATA_DIR: `${dataDir}/other` }).codeHashSecret,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('serves from one process unless asked for more, and only in production on PostgreSQL', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://shop@db/wellfit',
      APP_SECRET: 'a-production-secret-of-at-least-32-characters',
      ALLOW_TEST_PAYMENTS: 'true',
    };
    expect(loadConfig(production).webConcurrency).toBe(1);
    expect(loadConfig({ ...production, WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ ...production, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({ ...production, WEB_CONCURRENCY: '' }).webConcurrency).toBe(1);
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);

    expect(() => loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY="2": PGlite is embedded in one process: set DATABASE_URL to use several/,
    );
    expect(() => loadConfig({ ...production, NODE_ENV: 'development', WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY="2": outside production one process serves Vite and the developer outbox/,
    );
    expect(() => loadConfig({ ...production, DEV_OUTBOX: 'true', WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY="2": DEV_OUTBOX keeps codes in one process's memory/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY="many"/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY="0"/);
  });

  it('turns every answer cache off, the HTML cache too, with ANSWER_CACHES=off', () => {
    expect(loadConfig({ ANSWER_CACHES: 'off', SSR_CACHE_TTL_MS: '30000' })).toMatchObject({
      answerCaches: false,
      ssrCacheTtlMs: 0,
    });
    expect(() => loadConfig({ ANSWER_CACHES: 'no' })).toThrow(ConfigError);
  });

  it('lists every bad value in one error', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MAINTENANCE_MODE: 'maybe', CDN_REWRITES: 'nohost' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('DATABASE_URL="mysql://x"');
      expect(message).toContain('MAINTENANCE_MODE="maybe"');
      expect(message).toContain('"nohost" is not from-host=to-host');
    }
  });
});
