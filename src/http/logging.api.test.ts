import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '~/modules/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { signUp } from '../../test/auth.ts';

// Something no log line may ever hold, whatever carried it in.
const SECRET = 'S3cr3t-$argon2id$v=19$m=19456$c2VjcmV0';

describe('the log', () => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const t = useTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream,
    extend: (app, database) => {
      // A failing query whose parameter is a secret, as when an update carried a password hash.
      app.get('/test/failing-cast', () => database.db.execute(sql`select ${SECRET}::int as n`));
      app.get('/test/failing-division', () => database.db.execute(sql`select 1 / 0 where ${SECRET} = ${SECRET}`));
      app.get('/test/log-fields', (request) => {
        request.log.info({ body: { password: SECRET, token: SECRET }, user: { passwordHash: SECRET } }, 'fields');
        return { ok: true };
      });
    },
  });
  const logged = () => lines.join('\n');

  it.each(['/test/failing-cast', '/test/failing-division'])('logs a failed query (%s) with its code, never its parameters', async (url) => {
    const before = lines.length;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(SECRET);
    const errorLine = lines.slice(before).map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(errorLine.err).toMatchObject({ type: 'DatabaseError', code: expect.stringMatching(/^22/) });
    expect(logged()).not.toContain('S3cr3t');
  });

  it('redacts the Authorization and Cookie headers and password and token fields', async () => {
    await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${SECRET}`, cookie: `haat_access=${SECRET}` } });
    const response = await t.app.inject({ method: 'GET', url: '/test/log-fields', headers: { authorization: `Bearer ${SECRET}` } });
    expect(response.statusCode).toBe(200);
    const entry = lines.map((line) => JSON.parse(line)).find((e) => e.msg === 'fields');
    expect(entry).toMatchObject({ body: { password: '[redacted]', token: '[redacted]' }, user: { passwordHash: '[redacted]' } });
    expect(logged()).not.toContain('S3cr3t');
  });

  it('logs that a reset mail was queued, to whom and its subject, never its link', async () => {
    const user = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: user.email } });
    expect(response.statusCode).toBe(202);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    const token = decodeURIComponent(mail.text.match(/token=(\S+)/)![1]);
    const entry = lines.map((line) => JSON.parse(line)).find((e) => e.mail?.to === user.email);
    expect(entry).toMatchObject({ msg: 'mail queued in the outbox', mail: { to: user.email, subject: mail.subject } });
    expect(Object.keys(entry.mail)).toEqual(['to', 'subject']);
    expect(logged()).not.toContain(token);
    expect(logged()).not.toContain(encodeURIComponent(token));
    expect(logged()).not.toContain('ResetPasswordScreen');
  });
});
