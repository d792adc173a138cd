import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogComments, blogPosts } from '~/modules/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../test/auth.ts';
import { COMMENT_LIMIT } from './blog-service.ts';

const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const article = (n: number, fields: Record<string, unknown> = {}) => ({
  title: `Choosing hardware, part ${n}`,
  author: 'Haat Tech Desk',
  intro: `Part ${n} of our guide.`,
  body: `<p>Body of part ${n}.</p>`,
  published: true,
  ...fields,
});

describe('blog', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    admin = await signInAdmin(t.app, t.db);
    customer = await signUp(t.app);
  });

  const write = (payload: object, as: SignedIn | null = admin) => t.app.inject({ method: 'POST', url: '/api/blog-posts', headers: as ? bearer(as) : {}, payload });
  const page = async (n?: number) => (await t.app.inject({ method: 'GET', url: n === undefined ? '/api/blog' : `/api/blog?pageNumber=${n}` })).json();
  const comment = (slug: string, payload: object, ip = uniqueIp()) => t.app.inject({ method: 'POST', url: `/api/blog/${slug}/comments`, remoteAddress: ip, payload });

  it('says "0 to 0 of 0" with one empty page before anything is published', async () => {
    expect(await page()).toEqual({ posts: [], page: 1, pages: 1, totalCount: 0, from: 0, to: 0 });
  });

  it('pages published articles six at a time, newest first, and hides drafts', async () => {
    for (let n = 1; n <= 13; n++) expect((await write(article(n))).statusCode).toBe(201);
    const draft = await write(article(99, { published: false, title: 'Unfinished draft' }));
    expect(draft.json().publishedAt).toBeNull();
    const first = await page(1);
    expect(first).toMatchObject({ page: 1, pages: 3, totalCount: 13, from: 1, to: 6 });
    expect(first.posts.map((p: { title: string }) => p.title)[0]).toBe('Choosing hardware, part 13');
    expect(await page(2)).toMatchObject({ from: 7, to: 12 });
    const last = await page(3);
    expect(last).toMatchObject({ from: 13, to: 13 });
    expect(last.posts).toHaveLength(1);
    expect((await page(4)).posts).toEqual([]);
    for (const bad of ['0', '-1', '1.5', 'abc']) expect((await t.app.inject({ method: 'GET', url: `/api/blog?pageNumber=${bad}` })).statusCode, bad).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/unfinished-draft' })).statusCode).toBe(404);
  });

  it('serves an article by slug with sanitized HTML and counts its views', async () => {
    const created = await write(article(20, { title: 'Safe HTML only', body: '<p onmouseover="x()">Hi<script>alert(1)</script></p><img src="javascript:alert(1)">' }));
    expect(created.json()).toMatchObject({ slug: 'safe-html-only', body: '<p>Hi</p><img />' });
    const read = (await t.app.inject({ method: 'GET', url: '/api/blog/safe-html-only' })).json();
    expect(read).toMatchObject({ title: 'Safe HTML only', comments: [] });
    await t.app.inject({ method: 'GET', url: '/api/blog/Safe HTML Only' });
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.slug, 'safe-html-only'));
    expect(row.views).toBe(2);
  });

  it('keeps a comment hidden until an admin approves it, then shows it as text', async () => {
    await write(article(30, { title: 'Comment here' }));
    const text = `<script>alert(1)</script> Great guide!\n' OR 1=1--`;
    const posted = await comment('comment-here', { name: 'Nadia', email: 'Nadia@Example.com', text });
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/comment-here' })).json().comments).toEqual([]);
    const pending = (await t.app.inject({ method: 'GET', url: '/api/blog-comments?status=pending', headers: bearer(admin) })).json();
    const mine = pending.comments.find((c: { text: string }) => c.text === text);
    expect(mine).toMatchObject({ name: 'Nadia', email: 'nadia@example.com', approved: false, postSlug: 'comment-here' });
    // Customers and visitors cannot approve.
    expect((await t.app.inject({ method: 'PATCH', url: `/api/blog-comments/${mine._id}`, headers: bearer(customer), payload: { approved: true } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/blog-comments/${mine._id}`, payload: { approved: true } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/comment-here' })).json().comments).toEqual([]);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/blog-comments/${mine._id}`, headers: bearer(admin), payload: { approved: true } })).statusCode).toBe(200);
    const shown = (await t.app.inject({ method: 'GET', url: '/api/blog/comment-here' })).json().comments;
    expect(shown).toEqual([{ _id: mine._id, name: 'Nadia', text, createdAt: expect.any(String) }]);
    expect(shown[0]).not.toHaveProperty('email');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/blog-comments/${mine._id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/comment-here' })).json().comments).toEqual([]);
  });

  it('refuses bad comments and comments on drafts, writing nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(blogComments))[0].n;
    const cases = [
      { email: 'a@example.com', text: 'No name' },
      { name: 'A', text: 'No email' },
      { name: 'A', email: 'not-an-email', text: 'Bad email' },
      { name: 'A', email: 'a@example.com', text: '' },
      { name: 'A', email: 'a@example.com', text: 'x'.repeat(2001) },
      { name: 'A\u0000', email: 'a@example.com', text: 'NUL' },
      { name: 'A', email: 'a@example.com', text: 'Spam', website: 'http://spam.example' },
      { name: 'A', email: 'a@example.com', text: 'Approve me', approvedAt: '2020-01-01' },
    ];
    for (const payload of cases) expect((await comment('comment-here', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await comment('unfinished-draft', { name: 'A', email: 'a@example.com', text: 'Hello' })).statusCode).toBe(404);
    expect((await t.db.select({ n: count() }).from(blogComments))[0].n).toBe(before);
  });

  it(`answers 429 after ${COMMENT_LIMIT.limit} comments from one address`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < COMMENT_LIMIT.limit; i++) expect((await comment('comment-here', { name: 'B', email: 'b@example.com', text: `Comment ${i}` }, ip)).statusCode).toBe(201);
    const limited = await comment('comment-here', { name: 'B', email: 'b@example.com', text: 'One more' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets only admins write, list and edit articles, and refuses a taken slug or a picture from elsewhere', async () => {
    expect((await write(article(40), null)).statusCode).toBe(401);
    expect((await write(article(40), customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/blog-posts', headers: bearer(customer) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/blog-comments', headers: bearer(customer) })).statusCode).toBe(403);
    expect((await write(article(41, { title: 'Comment here' }))).statusCode).toBe(409);
    expect((await write(article(42, { image: 'https://evil.example/x.png' }))).statusCode).toBe(400);
    expect((await write(article(43, { isAdmin: true }))).statusCode).toBe(400);
    const draft = (await t.app.inject({ method: 'GET', url: '/api/blog-posts', headers: bearer(admin) })).json().posts[0];
    expect(draft).toMatchObject({ title: 'Unfinished draft', publishedAt: null });
    const published = await t.app.inject({ method: 'PUT', url: `/api/blog-posts/${draft._id}`, headers: bearer(admin), payload: article(99, { title: 'Finished at last' }) });
    expect(published.json()).toMatchObject({ slug: 'finished-at-last', publishedAt: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/finished-at-last' })).statusCode).toBe(200);
    const other = (await page(1)).posts.find((p: { slug: string }) => p.slug !== 'finished-at-last');
    expect((await t.app.inject({ method: 'PUT', url: `/api/blog-posts/${draft._id}`, headers: bearer(admin), payload: article(99, { title: 'x', slug: other.slug }) })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'PUT', url: `/api/blog-posts/${draft._id}`, headers: bearer(customer), payload: article(99) })).statusCode).toBe(403);
  });
});
