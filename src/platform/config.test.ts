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

  it('takes links from PUBLIC_URL, else from the listening address, never from a request', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://shop.example.com.bd/ignored/path' }).publicOrigin).toBe('https://shop.example.com.bd');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '127.0.0.1', PORT: '4321' }).publicOrigin).toBe('http://127.0.0.1:4321');
    expect(loadConfig({ DATA_DIR: dataDir() }).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '::1', PORT: '80' }).publicOrigin).toBe('http://[::1]');
    expect(() => loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('allows the listening address, localhost and the PUBLIC_URL host by default, ALLOWED_HOSTS when set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '10.0.0.5' }).allowedHosts).toEqual(['10.0.0.5', 'localhost', '127.0.0.1', '[::1]']);
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://Shop.Example.com' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]', 'shop.example.com']);
    expect(loadConfig({ DATA_DIR: dataDir(), ALLOWED_HOSTS: ' shop.example.com , WWW.shop.example.com', PUBLIC_URL: 'https://cdn.example.com' }).allowedHosts).toEqual([
      'shop.example.com',
      'www.shop.example.com',
      'cdn.example.com',
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ALLOWED_HOSTS: 'shop.example.com:443' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ALLOWED_HOSTS: 'https://shop.example.com' })).toThrow(/ALLOWED_HOSTS/);
  });

  it('keeps uploads on local disk unless S3 storage is configured, and wants all four S3 variables together', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ kind: 'local', dir: path.join(dir, 'uploads') });
    const s3 = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'haat-uploads', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ DATA_DIR: dir, ...s3 }).storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'haat-uploads',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ DATA_DIR: dir, ...s3, S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({ region: 'ap-south-1', forcePathStyle: false });
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'haat-uploads' })).toThrow(/S3_ENDPOINT: required when S3_BUCKET is set/);
    expect(() => loadConfig({ DATA_DIR: dir, ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ DATA_DIR: dir, ...s3, S3_ENDPOINT: 'ftp://files' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ DATA_DIR: dir, ...s3, S3_BUCKET: 'Haat_Uploads' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dir, ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('keeps SMS in the outbox unless BulkSMSBD is chosen, and then wants its key and sender id', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).sms).toEqual({ kind: 'outbox' });
    const bulk = { SMS_PROVIDER: 'bulksmsbd', BULKSMSBD_API_KEY: 'key', BULKSMSBD_SENDER_ID: '8809612345678' };
    expect(loadConfig({ DATA_DIR: dir, ...bulk }).sms).toEqual({
      kind: 'bulksmsbd',
      url: 'http://bulksmsbd.net/api/smsapi',
      apiKey: 'key',
      senderId: '8809612345678',
      timeoutMs: 10_000,
    });
    expect(loadConfig({ DATA_DIR: dir, ...bulk, BULKSMSBD_URL: 'https://bulksmsbd.net/api/smsapi', SMS_TIMEOUT_MS: '5000' }).sms).toMatchObject({
      url: 'https://bulksmsbd.net/api/smsapi',
      timeoutMs: 5000,
    });
    expect(() => loadConfig({ DATA_DIR: dir, SMS_PROVIDER: 'bulksmsbd', BULKSMSBD_API_KEY: 'key' })).toThrow(/BULKSMSBD_SENDER_ID: required when SMS_PROVIDER is bulksmsbd/);
    expect(() => loadConfig({ DATA_DIR: dir, ...bulk, BULKSMSBD_API_KEY: '' })).toThrow(/BULKSMSBD_API_KEY/);
    expect(() => loadConfig({ DATA_DIR: dir, SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER: must be outbox or bulksmsbd/);
    expect(() => loadConfig({ DATA_DIR: dir, ...bulk, BULKSMSBD_URL: 'ftp://gateway' })).toThrow(/BULKSMSBD_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, ...bulk, SMS_TIMEOUT_MS: '10' })).toThrow(/SMS_TIMEOUT_MS/);
  });

  it('lets an admin type couriers unless Steadfast is chosen, and then wants its API key and secret key', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).courier).toEqual({ kind: 'manual' });
    // Keys alone do not switch the provider: the choice is COURIER_PROVIDER's.
    expect(loadConfig({ DATA_DIR: dir, STEADFAST_API_KEY: 'key', STEADFAST_SECRET_KEY: 'secret' }).courier).toEqual({ kind: 'manual' });
    const steadfast = { COURIER_PROVIDER: 'steadfast', STEADFAST_API_KEY: 'key', STEADFAST_SECRET_KEY: 'secret' };
    expect(loadConfig({ DATA_DIR: dir, ...steadfast }).courier).toEqual({
      kind: 'steadfast',
      url: 'https://portal.packzy.com/api/v1',
      apiKey: 'key',
      secretKey: 'secret',
      timeoutMs: 15_000,
      webhookToken: null,
    });
    expect(loadConfig({ DATA_DIR: dir, ...steadfast, STEADFAST_WEBHOOK_TOKEN: 'w'.repeat(32) }).courier).toMatchObject({ webhookToken: 'w'.repeat(32) });
    expect(() => loadConfig({ DATA_DIR: dir, ...steadfast, STEADFAST_WEBHOOK_TOKEN: 'short' })).toThrow(/STEADFAST_WEBHOOK_TOKEN: must be at least 32 characters/);
    expect(loadConfig({ DATA_DIR: dir, ...steadfast, STEADFAST_URL: 'http://127.0.0.1:9999/api/v1', COURIER_TIMEOUT_MS: '5000' }).courier).toMatchObject({
      url: 'http://127.0.0.1:9999/api/v1',
      timeoutMs: 5000,
    });
    expect(() => loadConfig({ DATA_DIR: dir, COURIER_PROVIDER: 'steadfast', STEADFAST_API_KEY: 'key' })).toThrow(/STEADFAST_SECRET_KEY: required when COURIER_PROVIDER is steadfast/);
    expect(() => loadConfig({ DATA_DIR: dir, COURIER_PROVIDER: 'steadfast' })).toThrow(/STEADFAST_API_KEY: required when COURIER_PROVIDER is steadfast\n {2}STEADFAST_SECRET_KEY: required/);
    // An empty variable is not set: still missing.
    expect(() => loadConfig({ DATA_DIR: dir, ...steadfast, STEADFAST_API_KEY: '' })).toThrow(/STEADFAST_API_KEY: required when COURIER_PROVIDER is steadfast/);
    expect(() => loadConfig({ DATA_DIR: dir, COURIER_PROVIDER: 'pathao' })).toThrow(/COURIER_PROVIDER: must be manual or steadfast/);
    expect(() => loadConfig({ DATA_DIR: dir, ...steadfast, STEADFAST_URL: 'portal.packzy.com' })).toThrow(/STEADFAST_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, ...steadfast, COURIER_TIMEOUT_MS: '10' })).toThrow(/COURIER_TIMEOUT_MS/);
  });
});
