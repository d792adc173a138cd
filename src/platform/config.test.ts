import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'haat-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ PORT: 3000, SEED_CATALOG: 'electronics', LOG_LEVEL: 'info' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names the bad variable when one is invalid', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SEED_CATALOG: 'groceries' })).toThrow(/SEED_CATALOG/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET/);
  });

  it('generates a token secret once and keeps it under DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.TOKEN_SECRET.length).toBeGreaterThanOrEqual(48);
    expect(second.TOKEN_SECRET).toBe(first.TOKEN_SECRET);
    expect(readFileSync(path.join(dir, 'token-secret'), 'utf8')).toBe(first.TOKEN_SECRET);
  });

  it('uses a given token secret instead of generating one', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: secret }).TOKEN_SECRET).toBe(secret);
  });
});
