import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const CATALOGS = ['electronics', 'homeopathy'] as const;
export type CatalogKey = (typeof CATALOGS)[number];

// A DNS name or an IP address, IPv6 in brackets as in a Host header.
const HOST_NAME = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*|\[[\da-f:.]+\])$/;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SEED_CATALOG: z.enum(CATALOGS).default('electronics'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  BUILD_DIR: z.string().min(1).default('build'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Haat <no-reply@localhost>'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute URL such as https://shop.example.com' }).optional(),
  ALLOWED_HOSTS: z
    .string()
    .transform((list) => list.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(HOST_NAME, 'must be host names separated by commas, without ports (shop.example.com,localhost)')).min(1))
    .optional(),
  // S3-compatible object storage for uploads (ADR 020). All four of endpoint, bucket and keys, or none.
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.com' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1').default('us-east-1'),
  // Most S3-compatible servers (MinIO, Ceph, Garage) want https://endpoint/bucket/key; AWS also takes it.
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true').transform((value) => value === 'true'),
  // SMS (ADR 037): the outbox by default; BulkSMSBD's HTTP API with its key and approved sender id.
  SMS_PROVIDER: z.enum(['outbox', 'bulksmsbd'], { error: 'must be outbox or bulksmsbd' }).default('outbox'),
  BULKSMSBD_API_KEY: z.string().min(1).optional(),
  BULKSMSBD_SENDER_ID: z.string().min(1).optional(),
  BULKSMSBD_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://bulksmsbd.net/api/smsapi' }).default('http://bulksmsbd.net/api/smsapi'),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Couriers (ADR 042): an admin types the courier and tracking code by default; Steadfast
  // Courier's API v1 with the account's API key and secret key.
  COURIER_PROVIDER: z.enum(['manual', 'steadfast'], { error: 'must be manual or steadfast' }).default('manual'),
  STEADFAST_API_KEY: z.string().min(1).optional(),
  STEADFAST_SECRET_KEY: z.string().min(1).optional(),
  STEADFAST_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://portal.packzy.com/api/v1' }).default('https://portal.packzy.com/api/v1'),
  COURIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // The Bearer token Steadfast's webhook sends (set in Steadfast's panel); unset: the webhook answers 404.
  STEADFAST_WEBHOOK_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
});

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Where uploads are kept: the local disk (default) or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

/** Where SMS go: the outbox admins read (default), or BulkSMSBD's HTTP API. */
export type SmsConfig = { kind: 'outbox' } | { kind: 'bulksmsbd'; url: string; apiKey: string; senderId: string; timeoutMs: number };

/** How parcels are booked: typed by an admin (default), or through Steadfast Courier's API. */
export type CourierConfig = { kind: 'manual' } | { kind: 'steadfast'; url: string; apiKey: string; secretKey: string; timeoutMs: number; webhookToken: string | null };

export type Config = Omit<z.infer<typeof EnvSchema>, 'TOKEN_SECRET'> & {
  TOKEN_SECRET: string;
  uploadsDir: string;
  storage: StorageConfig;
  sms: SmsConfig;
  courier: CourierConfig;
  /** The origin of links the shop sends out (mail, sitemaps, canonical links); never a request's Host. */
  publicOrigin: string;
  /** Host names (any port) requests may name in their Host header; others are refused. */
  allowedHosts: string[];
};

export class ConfigError extends Error {}

/** Parses the environment once at boot; a bad variable fails with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const missing = S3_REQUIRED.filter((name) => values[name] === undefined);
  if (missing.length > 0 && missing.length < S3_REQUIRED.length) {
    const lines = missing.map((name) => `  ${name}: required when ${S3_REQUIRED.filter((n) => !missing.includes(n)).join(', ')} is set (S3 storage needs all four)`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (values.SMS_PROVIDER === 'bulksmsbd') {
    const lines = (['BULKSMSBD_API_KEY', 'BULKSMSBD_SENDER_ID'] as const).filter((name) => !values[name]).map((name) => `  ${name}: required when SMS_PROVIDER is bulksmsbd`);
    if (lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (values.COURIER_PROVIDER === 'steadfast') {
    const lines = (['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY'] as const).filter((name) => !values[name]).map((name) => `  ${name}: required when COURIER_PROVIDER is steadfast`);
    if (lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const uploadsDir = path.join(dataDir, 'uploads');
  return {
    ...values,
    DATA_DIR: dataDir,
    BUILD_DIR: path.resolve(values.BUILD_DIR),
    TOKEN_SECRET: values.TOKEN_SECRET ?? readOrCreateSecret(dataDir),
    uploadsDir,
    storage: storageConfig(values, uploadsDir),
    sms: smsConfig(values),
    courier: courierConfig(values),
    publicOrigin: publicOrigin(values),
    allowedHosts: allowedHosts(values),
  };
}

function storageConfig(values: z.infer<typeof EnvSchema>, uploadsDir: string): StorageConfig {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return { kind: 'local', dir: uploadsDir };
  return { kind: 's3', endpoint, bucket, region: values.S3_REGION, accessKeyId, secretAccessKey, forcePathStyle: values.S3_FORCE_PATH_STYLE };
}

function smsConfig(values: z.infer<typeof EnvSchema>): SmsConfig {
  if (values.SMS_PROVIDER === 'outbox' || !values.BULKSMSBD_API_KEY || !values.BULKSMSBD_SENDER_ID) return { kind: 'outbox' };
  return { kind: 'bulksmsbd', url: values.BULKSMSBD_URL, apiKey: values.BULKSMSBD_API_KEY, senderId: values.BULKSMSBD_SENDER_ID, timeoutMs: values.SMS_TIMEOUT_MS };
}

function courierConfig(values: z.infer<typeof EnvSchema>): CourierConfig {
  if (values.COURIER_PROVIDER === 'manual' || !values.STEADFAST_API_KEY || !values.STEADFAST_SECRET_KEY) return { kind: 'manual' };
  return { kind: 'steadfast', url: values.STEADFAST_URL, apiKey: values.STEADFAST_API_KEY, secretKey: values.STEADFAST_SECRET_KEY, timeoutMs: values.COURIER_TIMEOUT_MS, webhookToken: values.STEADFAST_WEBHOOK_TOKEN ?? null };
}

const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '[::]']);

// The host a link names for the listening address: an IPv6 address in brackets, and
// `localhost` for "every interface", which is not an address anyone can visit.
function listeningHost(host: string): string {
  if (WILDCARD_ADDRESSES.has(host)) return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host.toLowerCase();
}

/** PUBLIC_URL when set, else the configured listening address. */
function publicOrigin(values: { PUBLIC_URL?: string; HOST: string; PORT: number }): string {
  if (values.PUBLIC_URL) return new URL(values.PUBLIC_URL).origin;
  return new URL(`http://${listeningHost(values.HOST)}:${values.PORT}`).origin;
}

/**
 * ALLOWED_HOSTS when set, else the listening address, localhost and its loopback addresses;
 * the PUBLIC_URL host always. Compared without the port: a port does not make a host someone
 * else's, and tests and benchmarks listen on random ports.
 */
function allowedHosts(values: { ALLOWED_HOSTS?: string[]; PUBLIC_URL?: string; HOST: string }): string[] {
  const hosts = values.ALLOWED_HOSTS ?? [listeningHost(values.HOST), 'localhost', '127.0.0.1', '[::1]'];
  if (values.PUBLIC_URL) hosts.push(new URL(values.PUBLIC_URL).hostname);
  return [...new Set(hosts)];
}

// An empty variable (PORT=) means "not set", as in most shells' .env handling.
function stripEmpty(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

// A demo needs no set-up: the secret is generated once and kept beside the data.
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'token-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
