import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '~/http/app.ts';
import { loadConfig, type Config } from '~/platform/config.ts';
import type { Database, Db } from '~/platform/db/index.ts';
import { createTestDatabase } from './database.ts';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'haat-data-')),
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
}

/** The API without the storefront, on this file's own database; built once per file. */
export function useTestApp(): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.db = context.database.db;
    context.app = await buildApp({ config: testConfig(), database: context.database, web: false });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
