import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { testConfig } from '../../test/app.ts';
import type { Database } from '~/platform/db/index.ts';

const TIMEOUT_MS = 1_000;
const BODY_LIMIT = 2_048;

/**
 * A real listening server (timeouts live in Node's HTTP server, which `inject` skips) with a
 * short request timeout and a small body limit, spoken to over raw sockets.
 */
describe('request limits on a listening server', () => {
  let app: FastifyInstance;
  let database: Database;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ HOST: '127.0.0.1', PORT: '0', REQUEST_TIMEOUT_MS: String(TIMEOUT_MS), BODY_LIMIT_BYTES: String(BODY_LIMIT) });
    app = await buildApp({ config, database, web: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  interface Exchange {
    answer: string;
    closedAfterMs: number;
  }

  /** Opens a socket, writes `head`, then `trickle` every `everyMs` until the server closes it. */
  function exchange(head: string, trickle?: { chunk: string; everyMs: number }, giveUpMs = 8_000): Promise<Exchange> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error(`the server still held the connection after ${giveUpMs} ms`));
      }, giveUpMs);
      socket.on('data', (data) => (answer += data.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(giveUp);
        resolve({ answer, closedAfterMs: Date.now() - started });
      });
      socket.write(head);
      if (trickle) timer = setInterval(() => !socket.destroyed && socket.write(trickle.chunk), trickle.everyMs);
    });
  }

  const status = (answer: string) => Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1]);
  const post = (headers: string) => `POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\n${headers}\r\n`;

  it('cuts a body trickled 2 bytes at a time at about the request timeout, with a 408', async () => {
    const { answer, closedAfterMs } = await exchange(post('Content-Length: 1000\r\n'), { chunk: '{"', everyMs: 100 });
    expect(status(answer)).toBe(408);
    expect(closedAfterMs).toBeLessThan(3 * TIMEOUT_MS);
  }, 10_000);

  it('cuts headers trickled a line at a time at about the request timeout', async () => {
    const { closedAfterMs } = await exchange('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', { chunk: 'X-Slow: a\r\n', everyMs: 100 });
    expect(closedAfterMs).toBeLessThan(3 * TIMEOUT_MS);
  }, 10_000);

  it('closes a connection that sends nothing', async () => {
    const { closedAfterMs } = await exchange('');
    expect(closedAfterMs).toBeLessThan(3 * TIMEOUT_MS);
  }, 10_000);

  it('refuses a body whose declared length is over the limit before reading it: 413 with a message', async () => {
    const { answer } = await exchange(post(`Content-Length: ${BODY_LIMIT + 1}\r\n`));
    expect(status(answer)).toBe(413);
    expect(answer).toMatch(/"message":"[^"]+"/);
  }, 10_000);

  it('refuses a chunked body as soon as it passes the limit: 413', async () => {
    const chunk = 'a'.repeat(1_000);
    const chunks = Array.from({ length: 5 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    const { answer } = await exchange(post('Transfer-Encoding: chunked\r\n') + chunks + '0\r\n\r\n');
    expect(status(answer)).toBe(413);
  }, 10_000);

  it('answers a body longer than its Content-Length with a 4xx, never a 5xx', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(BODY_LIMIT * 4) });
    const { answer } = await exchange(post('Content-Length: 10\r\n') + body);
    const statuses = [...answer.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((code) => code >= 400 && code < 500)).toBe(true);
  }, 10_000);

  it('stays up and answers the next request after all of the above', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
