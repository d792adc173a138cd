import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { DomainError } from '~/platform/errors.ts';
import type { Database } from '~/platform/db/index.ts';
import { createTestDatabase } from '../../test/database.ts';
import { testConfig } from '../../test/app.ts';

describe('error mapping', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database, web: false });
    app.get('/api/test/crash', async () => {
      throw new Error('connection to 10.0.0.5 refused: password=hunter2');
    });
    app.get('/api/test/conflict', async () => {
      throw new DomainError('CONFLICT', 'That e-mail is taken');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('maps a domain error kind to its status with message and code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'That e-mail is taken', code: 'CONFLICT' });
  });

  it('answers an unexpected failure with a generic 500 that leaks nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    expect(response.body).not.toMatch(/hunter2|10\.0\.0\.5|at .*\.ts/);
  });
});
