import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
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

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Receives the log (set `env.LOG_LEVEL` to read it). */
  logStream?: DestinationStream;
  /**
   * Also serves the storefront's pages: `development` renders the route modules through Vite,
   * as `npm run dev` does, without a build.
   */
  web?: 'development';
  /** Adds routes of the test's own before the app is ready. */
  extend?: (app: FastifyInstance, database: Database) => void;
}

/** The API (without the storefront unless `web` asks for it), on this file's own database; built once per file. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const context = {} as TestApp;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.db = context.database.db;
    context.app = await buildApp({ config: testConfig(options.env), database: context.database, web: options.web ?? false, logStream: options.logStream });
    options.extend?.(context.app, context.database);
    await context.app.ready();
    // Customers are told of order changes when a test asks (tellCustomers, tellingQueue.drain()),
    // never by the timer in the middle of a test that counts the outboxes.
    await context.app.tellingQueue.stop();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
