import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '~/platform/logger.ts';
import { handleError } from './entry.server.tsx';

const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ';

describe('errors of loaders and actions', () => {
  const capture = () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { lines, context: { log: pino(loggerOptions('info'), stream) } };
  };
  const args = (context: object, signal = new AbortController().signal) =>
    ({ request: new Request('http://localhost/profile', { signal }), params: {}, context }) as unknown as Parameters<typeof handleError>[1];

  it('go to the server log without the failed query or its parameters', () => {
    const { lines, context } = capture();
    const cause = Object.assign(new Error('value too long for type character varying(100)'), { code: '22001', severity: 'ERROR' });
    handleError(new DrizzleQueryError('update "users" set "password_hash" = $1', [SECRET], cause), args(context));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ msg: 'page failed', err: { type: 'DatabaseError', code: '22001' } });
    expect(lines[0]).not.toContain(SECRET);
    expect(lines[0]).not.toContain('password_hash');
  });

  it('leave thrown 4xx answers and abandoned requests out of the log', () => {
    const { lines, context } = capture();
    const gone = new AbortController();
    gone.abort();
    handleError(new Error('client went away'), args(context, gone.signal));
    handleError({ status: 404, statusText: 'Not Found', internal: false, data: 'No such product' }, args(context));
    expect(lines).toEqual([]);
  });
});
