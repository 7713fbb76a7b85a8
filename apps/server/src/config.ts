import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVELOPMENT_APP_SECRET, deriveKey, secretFromDataDir } from './app-secret.ts';
import { z } from 'zod';
import type { S3StorageOptions } from './storage/s3-storage.ts';

/**
 * The only reader of process.env (STYLE.md rule 12). Every value has a safe default, so
 * `npm start` works on a fresh machine; a bad value stops the process with one message
 * listing every problem.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInteger = z.coerce.number().int().positive();

/** The demo's object-storage buckets and the CDN hosts that serve them (SPEC §7). */
export const DEFAULT_CDN_REWRITES =
  'wellfit-assets.s3.ap-northeast-1.amazonaws.com=cdn.wellfit.tw,' +
  'wellfit-media.storage.googleapis.com=media.wellfit.tw';

const cdnRewriteList = z.string().transform((value, ctx) => {
  const rewrites: CdnRewrite[] = [];
  for (const pair of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [from, to, ...rest] = pair.split('=').map((host) => host.trim());
    if (!from || !to || rest.length > 0) {
      ctx.addIssue({ code: 'custom', message: `"${pair}" is not from-host=to-host` });
      continue;
    }
    rewrites.push({ from, to });
  }
  return rewrites;
});

const optionalUrl = z
  .url({ protocol: /^https?$/ })
  .optional()
  .or(z.literal('').transform(() => undefined));

const environmentVariables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_MAX: positiveInteger.default(10),
  // Server processes sharing the port (the Heroku convention's name); see webConcurrencyOf.
  WEB_CONCURRENCY: z
    .literal('auto')
    .or(positiveInteger)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAINTENANCE_MODE: booleanFlag.default(false),
  JOBS: booleanFlag.default(true),
  CDN_REWRITES: cdnRewriteList.prefault(DEFAULT_CDN_REWRITES),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SEED_ON_START: booleanFlag.default(true),
  TOKEN_TTL_SECONDS: positiveInteger.default(30 * 24 * 60 * 60),
  TRUST_PROXY: booleanFlag.default(false),
  SHUTDOWN_TIMEOUT_MS: positiveInteger.default(10_000),
  DRAIN_MS: z.coerce.number().int().min(0).default(0),
  SSR_CACHE_TTL_MS: z.coerce.number().int().min(0).default(10_000),
  ANSWER_CACHES: z.enum(['on', 'off']).default('on'),
  WEB_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_FROM: z.string().min(3).default('WellFit <no-reply@wellfit.tw>'),
  SMS_MITAKE_USERNAME: z.string().optional(),
  SMS_MITAKE_PASSWORD: z.string().optional(),
  SMS_MITAKE_URL: z.url({ protocol: /^https?$/ }).default('https://smsapi.mitake.com.tw/api/mtk/SmSend'),
  DEV_OUTBOX: booleanFlag.default(false),
  AUTH_CODE_HOURLY_LIMIT_PER_ACCOUNT: positiveInteger.default(10),
  AUTH_CODE_HOURLY_LIMIT_PER_IP: positiveInteger.default(30),
  // The keys of one-time code hashes and signed video addresses are derived from it (app-secret.ts).
  APP_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  AUTH_PASSWORD_FAILURE_HOURLY_LIMIT_PER_IP: positiveInteger.default(50),
  PASSWORD_HASH_MEMORY_KIB: positiveInteger.default(65_536),
  PASSWORD_HASH_ITERATIONS: positiveInteger.default(4),
  // Off unless asked for: a sign-in button must never lead to a provider that cannot answer.
  OAUTH_MOCK_ENABLED: booleanFlag.default(false),
  OAUTH_MOCK_ISSUER: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:9400'),
  OAUTH_GOOGLE_ISSUER: optionalUrl,
  OAUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_APPLE_ISSUER: optionalUrl,
  OAUTH_APPLE_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  // The .p8 file's PKCS#8 PEM text; `\n` escapes are accepted for one-line environment files.
  APPLE_PRIVATE_KEY: z
    .string()
    .optional()
    .transform((value) => value?.replace(/\\n/g, '\n'))
    .refine((value) => !value || value.includes('-----BEGIN PRIVATE KEY-----'), 'must be the PEM text of the .p8 key'),
  OAUTH_FACEBOOK_ISSUER: optionalUrl,
  OAUTH_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_REDIRECT_BASE: optionalUrl,
  // Card payment (docs/decisions/payment-simulator.md, card-gateway.md). The ECPay defaults are
  // ECPay's public test merchant (3002607, its documentation's keys) and its staging hosts;
  // production with PAYMENT_GATEWAY=ecpay must name its own merchant.
  PAYMENT_GATEWAY: z.enum(['simulator', 'ecpay']).default('simulator'),
  // Production on PostgreSQL is a real shop: test payments (the simulator, ECPay's public test
  // merchant) there only when this says so (docs/decisions/test-payments-in-production.md).
  ALLOW_TEST_PAYMENTS: booleanFlag.default(false),
  ECPAY_MERCHANT_ID: z
    .string()
    .regex(/^\d{7,10}$/)
    .optional(),
  ECPAY_HASH_KEY: z.string().length(16).optional(),
  ECPAY_HASH_IV: z.string().length(16).optional(),
  ECPAY_PAYMENT_API_URL: z.url({ protocol: /^https?$/ }).default('https://ecpg-stage.ecpay.com.tw'),
  ECPAY_QUERY_API_URL: z.url({ protocol: /^https?$/ }).default('https://payment-stage.ecpay.com.tw'),
  // E-invoices (docs/decisions/invoice-issuing.md): local numbers by default; ECPay's B2C API on
  // request, with its public test merchant (2000132) as the default outside production.
  INVOICE_ISSUER: z.enum(['local', 'ecpay']).default('local'),
  ECPAY_INVOICE_MERCHANT_ID: z
    .string()
    .regex(/^\d{7,10}$/)
    .optional(),
  ECPAY_INVOICE_HASH_KEY: z.string().length(16).optional(),
  ECPAY_INVOICE_HASH_IV: z.string().length(16).optional(),
  ECPAY_INVOICE_API_URL: z.url({ protocol: /^https?$/ }).default('https://einvoice-stage.ecpay.com.tw'),
  // Uploaded files (docs/decisions/object-storage.md): the local disk by default; an
  // S3-compatible bucket (AWS, R2, MinIO) when several nodes must see the same files.
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_BASE_URL: optionalUrl,
});

type EnvironmentValues = z.infer<typeof environmentVariables>;

/**
 * Several processes may share the port only when nothing lives in one process's memory alone:
 * PGlite is embedded in the process that opened it, development serves Vite's hot reload from
 * one process, and the developer outbox keeps the codes it shows in memory.
 */
function singleProcessReason(values: EnvironmentValues): string | undefined {
  if (!values.DATABASE_URL) return 'PGlite is embedded in one process: set DATABASE_URL to use several';
  if (values.NODE_ENV !== 'production') return 'outside production one process serves Vite and the developer outbox';
  if (values.DEV_OUTBOX) return "DEV_OUTBOX keeps codes in one process's memory";
  return undefined;
}

/** ECPay's public test merchant (its documentation's), the default outside production. */
export const ECPAY_TEST_MERCHANT = { merchantId: '3002607', hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' };

/**
 * Why card payments would charge nothing: the simulator, or ECPay with its public test merchant
 * (whose keys anyone can read, so anyone could sign its notifications); undefined for a real merchant.
 */
function testPaymentsReason(values: EnvironmentValues): string | undefined {
  if (values.PAYMENT_GATEWAY === 'simulator') return 'PAYMENT_GATEWAY=simulator is the built-in gateway simulator';
  const merchantId = values.ECPAY_MERCHANT_ID ?? ECPAY_TEST_MERCHANT.merchantId;
  const hashKey = values.ECPAY_HASH_KEY ?? ECPAY_TEST_MERCHANT.hashKey;
  if (merchantId === ECPAY_TEST_MERCHANT.merchantId || hashKey === ECPAY_TEST_MERCHANT.hashKey)
    return "ECPay's public test merchant 3002607";
  return undefined;
}

/** Unset: one process, the shop's footprint; `auto`: one per core, for a host that serves only the shop. */
function webConcurrencyOf(values: EnvironmentValues): number {
  const requested = values.WEB_CONCURRENCY ?? 1;
  return requested === 'auto' ? availableParallelism() : requested;
}

const envSchema = environmentVariables.superRefine((values, ctx) => {
  const reason = webConcurrencyOf(values) > 1 && singleProcessReason(values);
  if (reason) ctx.addIssue({ code: 'custom', path: ['WEB_CONCURRENCY'], message: reason });
  if (values.NODE_ENV === 'production') {
    const required = [
      ...(values.PAYMENT_GATEWAY === 'ecpay'
        ? (['ECPAY_MERCHANT_ID', 'ECPAY_HASH_KEY', 'ECPAY_HASH_IV'] as const)
        : []),
      ...(values.INVOICE_ISSUER === 'ecpay'
        ? (['ECPAY_INVOICE_MERCHANT_ID', 'ECPAY_INVOICE_HASH_KEY', 'ECPAY_INVOICE_HASH_IV'] as const)
        : []),
    ];
    for (const name of required)
      if (!values[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required in production with ECPay' });
  }
  if (values.STORAGE_DRIVER === 's3' && !values.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required with STORAGE_DRIVER=s3' });
  }
  const testPayments = testPaymentsReason(values);
  if (values.NODE_ENV === 'production' && values.DATABASE_URL && testPayments && !values.ALLOW_TEST_PAYMENTS) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_GATEWAY'],
      message: `${testPayments}, which charges nothing, in production on PostgreSQL: configure a real merchant, or set ALLOW_TEST_PAYMENTS=true to run a test shop`,
    });
  }
  // Several processes on one PostgreSQL must verify each other's codes and video addresses.
  if (values.NODE_ENV === 'production' && values.DATABASE_URL && !values.APP_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['APP_SECRET'], message: 'required in production with DATABASE_URL' });
  }
  // Half a Mitake account or Apple key would silently fall back to the outbox or the static secret;
  // half a provider client would offer a sign-in button that can only fail.
  const groups = [
    ['SMS_MITAKE_USERNAME', 'SMS_MITAKE_PASSWORD'],
    ['APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'],
    ['OAUTH_GOOGLE_CLIENT_ID', 'OAUTH_GOOGLE_CLIENT_SECRET'],
    ['OAUTH_FACEBOOK_CLIENT_ID', 'OAUTH_FACEBOOK_CLIENT_SECRET'],
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  ] as const;
  for (const group of groups) {
    const given = group.filter((name) => values[name]);
    if (given.length === 0) continue;
    for (const name of group) {
      if (!values[name]) ctx.addIssue({ code: 'custom', path: [name], message: `required with ${given.join(', ')}` });
    }
  }
});

/** apps/web, seen from this file both as source (src/) and bundled (dist/): each sits one level below apps/server. */
const DEFAULT_WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

export type StorageConfig = { driver: 'disk' } | { driver: 's3'; s3: S3StorageOptions };

export interface CdnRewrite {
  from: string;
  to: string;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Unset: the embedded PGlite database under dataDir/pglite. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** Server processes sharing the port: the first starts the others (cluster.ts); 1 serves alone. */
  webConcurrency: number;
  /** Absolute; resolved against the working directory. */
  dataDir: string;
  pgliteDir: string;
  /** Public uploads on disk (served at /uploads); with S3 the migrate command reads them from here. */
  uploadsDir: string;
  /** Private uploads on disk (contact and return attachments), served only through signed addresses. */
  privateUploadsDir: string;
  /** Where uploaded files are kept (storage/storage-from-config.ts). */
  storage: StorageConfig;
  /** Key of the HMAC that signs the disk store's short-lived private file addresses. */
  privateFileSigningKey: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  maintenanceMode: boolean;
  /** Run background jobs (pg-boss) in this process: schedules and queues (src/jobs/). */
  jobs: boolean;
  cdnRewrites: CdnRewrite[];
  publicUrl: string | undefined;
  seedOnStart: boolean;
  tokenTtlSeconds: number;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served, before the
   * server stops accepting: at least the balancer's health-check interval times its fall count,
   * so it has stopped sending here (docs/deployment.md). 0 on one host without a balancer.
   */
  drainMs: number;
  /** How long an anonymous server-rendered page is reused (docs/decisions/anonymous-page-cache.md); 0 disables (so does ANSWER_CACHES=off). */
  ssrCacheTtlMs: number;
  /**
   * false (ANSWER_CACHES=off): every kept answer (answer-cache.ts) and the HTML cache load
   * afresh on every request, so a benchmark measures the queries and the renders that real
   * traffic with filters, sorts and members meets (docs/decisions/answer-caches-off.md).
   */
  answerCaches: boolean;
  /** The web app workspace; its build/ is served in production. */
  webDir: string;
  /** smtp(s):// URL of the mail relay; unset: e-mail codes are printed in the server's log (and kept in the outbox). */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Mitake (三竹簡訊) account; set: SMS codes go through its HTTP API; unset: they are printed in the server's log. */
  smsMitake: { username: string; password: string; url: string } | undefined;
  /** /dev/outbox is served when not in production, or when this is set (the browser tests run a production build). */
  devOutboxEnabled: boolean;
  /** Database-kept caps on one-time codes per account (mobile or e-mail) and per client IP, per rolling hour. */
  codeHourlyLimitPerAccount: number;
  codeHourlyLimitPerIp: number;
  /**
   * Key of the HMAC-SHA256 that one-time codes are stored as. A 6-digit code has a million
   * values: without a key outside the database, a leaked table would give away live codes.
   */
  codeHashSecret: string;
  /** Key of the HMAC that signs the contact form's proof-of-work challenges (ALTCHA). */
  contactVerificationKey: string;
  /** Key of the HMAC that signs short-lived video file addresses (modules/courses/playback-token.ts). */
  playbackSigningKey: string;
  /** Database-kept cap on wrong passwords from one client IP per rolling hour, whatever the accounts. */
  passwordFailureHourlyLimitPerIp: number;
  /**
   * argon2id cost: 64 MiB and 4 passes by default, ~60-75 ms per hash on this machine uncontended
   * (3 passes measured 46-51 ms, under the 50 ms floor of issue 3; bench/auth.mjs).
   */
  passwordHash: { memoryCost: number; timeCost: number };
  /** Which card gateway takes payments, and ECPay's merchant and hosts when it is ECPay. */
  payment: {
    gateway: 'simulator' | 'ecpay';
    /** Payments charge nothing: the simulator, or ECPay's public test merchant. */
    testMode: boolean;
    ecpay: { merchantId: string; hashKey: string; hashIv: string; apiUrl: string; queryUrl: string };
  };
  /** Who numbers e-invoices: the local issuer, or ECPay's B2C e-invoice API. */
  invoice: {
    issuer: 'local' | 'ecpay';
    ecpay: { merchantId: string; hashKey: string; hashIv: string; apiUrl: string };
  };
  oauth: {
    google: OAuthClientConfig;
    apple: OAuthClientConfig;
    /** Set: Apple's client secret is an ES256 JWT signed with this key per token exchange (Apple's rule), not OAUTH_APPLE_CLIENT_SECRET. */
    appleSigningKey: AppleSigningKey | undefined;
    facebook: OAuthClientConfig;
    /** Where providers send the browser back: {redirectBase}/oauth-callback/{provider}. */
    redirectBase: string;
  };
}

/** Sign in with Apple's private key (.p8) and the team it belongs to. */
export interface AppleSigningKey {
  teamId: string;
  keyId: string;
  privateKeyPem: string;
}

/** One external sign-in provider (modules/auth/oauth-providers.ts). */
export interface OAuthClientConfig {
  /**
   * Offered (button shown, sign-in address answered): its client is configured, or it points at
   * an issuer (its own OAUTH_…_ISSUER, or the local mock with OAUTH_MOCK_ENABLED).
   */
  offered: boolean;
  clientId: string;
  clientSecret: string;
  /**
   * Set: an OpenID issuer laid out like oauth2-mock-server (/authorize, /token, /jwks,
   * /userinfo). Unset: the provider's real endpoints.
   */
  issuer: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      return `  ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const appSecret =
    values.APP_SECRET ?? (values.NODE_ENV === 'production' ? secretFromDataDir(dataDir) : DEVELOPMENT_APP_SECRET);
  return {
    nodeEnv: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    databasePoolMax: values.DATABASE_POOL_MAX,
    webConcurrency: webConcurrencyOf(values),
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    privateUploadsDir: path.join(dataDir, 'private-uploads'),
    storage:
      values.STORAGE_DRIVER === 's3' && values.S3_BUCKET
        ? { driver: 's3', s3: s3Options(values, values.S3_BUCKET) }
        : { driver: 'disk' },
    privateFileSigningKey: deriveKey(appSecret, 'private-file-address'),
    logLevel: values.LOG_LEVEL,
    maintenanceMode: values.MAINTENANCE_MODE,
    jobs: values.JOBS,
    cdnRewrites: values.CDN_REWRITES,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, ''),
    seedOnStart: values.SEED_ON_START,
    tokenTtlSeconds: values.TOKEN_TTL_SECONDS,
    trustProxy: values.TRUST_PROXY,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    drainMs: values.DRAIN_MS,
    ssrCacheTtlMs: values.ANSWER_CACHES === 'off' ? 0 : values.SSR_CACHE_TTL_MS,
    answerCaches: values.ANSWER_CACHES === 'on',
    webDir: values.WEB_DIR ? path.resolve(values.WEB_DIR) : DEFAULT_WEB_DIR,
    smtpUrl: values.SMTP_URL,
    smtpFrom: values.SMTP_FROM,
    smsMitake:
      values.SMS_MITAKE_USERNAME && values.SMS_MITAKE_PASSWORD
        ? { username: values.SMS_MITAKE_USERNAME, password: values.SMS_MITAKE_PASSWORD, url: values.SMS_MITAKE_URL }
        : undefined,
    devOutboxEnabled: values.NODE_ENV !== 'production' || values.DEV_OUTBOX,
    codeHourlyLimitPerAccount: values.AUTH_CODE_HOURLY_LIMIT_PER_ACCOUNT,
    codeHourlyLimitPerIp: values.AUTH_CODE_HOURLY_LIMIT_PER_IP,
    codeHashSecret: deriveKey(appSecret, 'one-time-code-hash'),
    contactVerificationKey: deriveKey(appSecret, 'contact-verification'),
    playbackSigningKey: deriveKey(appSecret, 'video-playback-address'),
    passwordFailureHourlyLimitPerIp: values.AUTH_PASSWORD_FAILURE_HOURLY_LIMIT_PER_IP,
    passwordHash: { memoryCost: values.PASSWORD_HASH_MEMORY_KIB, timeCost: values.PASSWORD_HASH_ITERATIONS },
    payment: {
      gateway: values.PAYMENT_GATEWAY,
      testMode: testPaymentsReason(values) !== undefined,
      ecpay: {
        merchantId: values.ECPAY_MERCHANT_ID ?? ECPAY_TEST_MERCHANT.merchantId,
        hashKey: values.ECPAY_HASH_KEY ?? ECPAY_TEST_MERCHANT.hashKey,
        hashIv: values.ECPAY_HASH_IV ?? ECPAY_TEST_MERCHANT.hashIv,
        apiUrl: values.ECPAY_PAYMENT_API_URL.replace(/\/$/, ''),
        queryUrl: values.ECPAY_QUERY_API_URL.replace(/\/$/, ''),
      },
    },
    invoice: {
      issuer: values.INVOICE_ISSUER,
      ecpay: {
        merchantId: values.ECPAY_INVOICE_MERCHANT_ID ?? '2000132',
        hashKey: values.ECPAY_INVOICE_HASH_KEY ?? 'ejCk326UnaZWKisg',
        hashIv: values.ECPAY_INVOICE_HASH_IV ?? 'q9jcZX8Ib9LM8wYk',
        apiUrl: values.ECPAY_INVOICE_API_URL.replace(/\/$/, ''),
      },
    },
    oauth: {
      google: oauthClient(
        'google',
        values.OAUTH_GOOGLE_ISSUER,
        values.OAUTH_GOOGLE_CLIENT_ID,
        values.OAUTH_GOOGLE_CLIENT_SECRET,
      ),
      apple: oauthClient(
        'apple',
        values.OAUTH_APPLE_ISSUER,
        values.OAUTH_APPLE_CLIENT_ID,
        values.OAUTH_APPLE_CLIENT_SECRET,
        // Apple's secret is either the static one or an ES256 JWT signed per exchange with the .p8 key.
        Boolean(values.APPLE_PRIVATE_KEY),
      ),
      appleSigningKey:
        values.APPLE_TEAM_ID && values.APPLE_KEY_ID && values.APPLE_PRIVATE_KEY
          ? { teamId: values.APPLE_TEAM_ID, keyId: values.APPLE_KEY_ID, privateKeyPem: values.APPLE_PRIVATE_KEY }
          : undefined,
      facebook: oauthClient(
        'facebook',
        values.OAUTH_FACEBOOK_ISSUER,
        values.OAUTH_FACEBOOK_CLIENT_ID,
        values.OAUTH_FACEBOOK_CLIENT_SECRET,
      ),
      redirectBase: (values.OAUTH_REDIRECT_BASE ?? values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(
        /\/$/,
        '',
      ),
    },
  };
  /**
   * A provider with an issuer (its own, or the local mock when OAUTH_MOCK_ENABLED) works with
   * local client names; a real provider is offered only with its client id and secret.
   */
  function oauthClient(
    name: string,
    issuer: string | undefined,
    clientId: string | undefined,
    clientSecret: string | undefined,
    signsOwnSecret = false,
  ): OAuthClientConfig {
    const localIssuer = issuer ?? (values.OAUTH_MOCK_ENABLED ? values.OAUTH_MOCK_ISSUER : undefined);
    if (localIssuer) {
      return {
        offered: true,
        clientId: clientId ?? `wellfit-local-${name}`,
        clientSecret: clientSecret ?? 'wellfit-local-secret',
        issuer: localIssuer.replace(/\/$/, ''),
      };
    }
    return {
      offered: Boolean(clientId && (clientSecret || signsOwnSecret)),
      clientId: clientId ?? '',
      clientSecret: clientSecret ?? '',
      issuer: undefined,
    };
  }
}

/** Without S3_PUBLIC_BASE_URL, public files are read from the bucket's own address. */
function s3Options(values: EnvironmentValues, bucket: string): S3StorageOptions {
  const endpoint = values.S3_ENDPOINT?.replace(/\/$/, '');
  const bucketAddress = endpoint
    ? values.S3_FORCE_PATH_STYLE
      ? `${endpoint}/${bucket}`
      : endpoint.replace('://', `://${bucket}.`)
    : `https://${bucket}.s3.${values.S3_REGION}.amazonaws.com`;
  return {
    bucket,
    region: values.S3_REGION,
    endpoint,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    publicBaseUrl: (values.S3_PUBLIC_BASE_URL ?? bucketAddress).replace(/\/$/, ''),
  };
}

/** A test configuration: the defaults of an empty environment, quiet logs, plus overrides. */
export function buildTestConfig(overrides: Partial<Config> = {}): Config {
  // Jobs stay off unless a test turns them on: each pg-boss start creates its schema (~1 s on PGlite).
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'false' }), ...overrides };
  // A test's own data folder holds its private uploads too, unless it names them elsewhere.
  if (overrides.dataDir && !overrides.privateUploadsDir) {
    config.privateUploadsDir = path.join(overrides.dataDir, 'private-uploads');
  }
  return config;
}
