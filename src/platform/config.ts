import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const CATALOGS = ['electronics', 'homeopathy'] as const;
export type CatalogKey = (typeof CATALOGS)[number];

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
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://shop.example.com' }).optional(),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'TOKEN_SECRET'> & {
  TOKEN_SECRET: string;
  uploadsDir: string;
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
  const dataDir = path.resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...values,
    DATA_DIR: dataDir,
    BUILD_DIR: path.resolve(values.BUILD_DIR),
    TOKEN_SECRET: values.TOKEN_SECRET ?? readOrCreateSecret(dataDir),
    uploadsDir: path.join(dataDir, 'uploads'),
  };
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
