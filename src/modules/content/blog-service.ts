import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Cache } from '~/platform/cache.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { DomainError, notFound } from '~/platform/errors.ts';
import { localText, localTextLanguage, type TextLanguages } from '~/platform/local-text.ts';
import { pageCount } from '~/platform/paging.ts';
import { throttle, type RateLimiter } from '~/platform/rate-limit.ts';
import { sanitizeRichText } from '~/platform/rich-text.ts';
import { slugify } from '~/platform/slug.ts';
import { BLOG_PAGE_SIZE, POPULAR_POSTS } from './constants.ts';
import type { BlogCard, BlogComment, BlogCommentForAdmin, BlogCommentInput, BlogPost, BlogPostInput } from './contracts.ts';
import { invalidateContentCache } from './pages-service.ts';
import { blogComments, blogPosts } from './schema.ts';

// Per address, loose like every per-address limit (docs/decisions/006).
export const COMMENT_LIMIT = { limit: 20, windowMs: 15 * 60_000 };
export const ADMIN_BLOG_PAGE_SIZE = 20;
export const SLUG_TAKEN = 'Another article already has this slug';

const published = () => and(isNotNull(blogPosts.publishedAt), sql`${blogPosts.publishedAt} <= now()`);

const card = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  author: blogPosts.author,
  intro: blogPosts.intro,
  titleBn: blogPosts.titleBn,
  introBn: blogPosts.introBn,
  image: blogPosts.image,
  publishedAt: blogPosts.publishedAt,
};
const toCard = (row: { publishedAt: Date | null } & Omit<BlogCard, 'publishedAt'>): BlogCard => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null });
const toPost = (row: typeof blogPosts.$inferSelect): BlogPost => ({
  ...toCard(row),
  body: row.body,
  bodyBn: row.bodyBn,
  views: row.views,
  updatedAt: row.updatedAt.toISOString(),
});

export interface BlogPage {
  posts: BlogCard[];
  page: number;
  pages: number;
  totalCount: number;
  /** "Showing {from} to {to} of {totalCount}": 0 to 0 when there are none. */
  from: number;
  to: number;
}

/** Published articles, newest first, BLOG_PAGE_SIZE a page (docs/requirements/content-pages.md §9). */
export async function listPublishedPosts(db: DbOrTx, pageNumber: number): Promise<BlogPage> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(card)
      .from(blogPosts)
      .where(published())
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(BLOG_PAGE_SIZE)
      .offset((pageNumber - 1) * BLOG_PAGE_SIZE),
    db.select({ total: count() }).from(blogPosts).where(published()),
  ]);
  const from = rows.length ? (pageNumber - 1) * BLOG_PAGE_SIZE + 1 : 0;
  return { posts: rows.map(toCard), page: pageNumber, pages: pageCount(total, BLOG_PAGE_SIZE), totalCount: total, from, to: from ? from + rows.length - 1 : 0 };
}

/** The most read published articles (the Popular Post sidebar). */
export async function listPopularPosts(db: DbOrTx, limit = POPULAR_POSTS): Promise<BlogCard[]> {
  const rows = await db.select(card).from(blogPosts).where(published()).orderBy(desc(blogPosts.views), desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit);
  return rows.map(toCard);
}

/** The newest published article's slug (/BlogDetailsScreen shows it), or null. */
export async function latestPostSlug(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select({ slug: blogPosts.slug }).from(blogPosts).where(published()).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(1);
  return row?.slug ?? null;
}

/** A published article by slug with its approved comments, oldest first; NOT_FOUND otherwise. */
export async function getPublishedPost(db: DbOrTx, slug: string): Promise<BlogPost & { comments: BlogComment[] }> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slugify(slug)), published()))
    .limit(1);
  if (!row) throw notFound('Article not found');
  const comments = await db
    .select({ id: blogComments.id, name: blogComments.name, text: blogComments.text, createdAt: blogComments.createdAt })
    .from(blogComments)
    .where(and(eq(blogComments.postId, row.id), isNotNull(blogComments.approvedAt)))
    .orderBy(blogComments.createdAt, blogComments.id);
  return { ...toPost(row), comments: comments.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })) };
}

/** Counts a read of an article (the sidebar's popularity). */
export async function countView(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(blogPosts)
    .set({ views: sql`${blogPosts.views} + 1` })
    .where(eq(blogPosts.id, id));
}

/**
 * A visitor's comment on a published article: stored unapproved, shown only once an admin
 * approves it. Each address may send COMMENT_LIMIT comments per window.
 */
export async function addComment(deps: { db: DbOrTx; limiter: RateLimiter }, slug: string, input: BlogCommentInput, clientIp: string): Promise<void> {
  await throttle(deps.limiter, `comment:ip:${clientIp}`, COMMENT_LIMIT);
  const [post] = await deps.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slugify(slug)), published()))
    .limit(1);
  if (!post) throw notFound('Article not found');
  await deps.db.insert(blogComments).values({ postId: post.id, name: input.name, email: input.email, text: input.text });
}

// ------------------------------------------------------------------ admins

/** Every article, drafts included, newest first (admins). */
export async function listAllPosts(db: DbOrTx, pageNumber: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(ADMIN_BLOG_PAGE_SIZE)
      .offset((pageNumber - 1) * ADMIN_BLOG_PAGE_SIZE),
    db.select({ total: count() }).from(blogPosts),
  ]);
  return { posts: rows.map(toPost), page: pageNumber, pages: pageCount(total, ADMIN_BLOG_PAGE_SIZE), totalCount: total };
}

export async function getPost(db: DbOrTx, id: string): Promise<BlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) throw notFound('Article not found');
  return toPost(row);
}

function postValues(input: BlogPostInput, publishedAt: Date | null) {
  return {
    slug: slugify(input.slug || input.title),
    title: input.title,
    author: input.author,
    intro: input.intro,
    body: sanitizeRichText(input.body),
    // Left out of a request: kept as it is; empty: none (docs/decisions/039). The Bengali body is sanitized as the English one.
    titleBn: input.titleBn,
    introBn: input.introBn,
    bodyBn: input.bodyBn === undefined ? undefined : input.bodyBn && (sanitizeRichText(input.bodyBn) || null),
    image: input.image,
    publishedAt,
    updatedAt: new Date(),
  };
}

async function assertSlugFree(db: DbOrTx, slug: string, exceptId?: string) {
  const [taken] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  if (taken && taken.id !== exceptId) throw new DomainError('CONFLICT', SLUG_TAKEN);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** Writes an article; a published one is dated now unless it was already published. */
export async function createPost(db: DbOrTx, cache: Cache | null, input: BlogPostInput): Promise<BlogPost> {
  const values = postValues(input, input.published ? new Date() : null);
  await assertSlugFree(db, values.slug);
  try {
    const [row] = await db.insert(blogPosts).values(values).returning();
    if (cache) invalidateContentCache(cache);
    return toPost(row);
  } catch (error) {
    // Two admins saving the same slug at once: the unique index decides.
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', SLUG_TAKEN);
    throw error;
  }
}

export async function updatePost(db: DbOrTx, cache: Cache | null, id: string, input: BlogPostInput): Promise<BlogPost> {
  const current = await getPost(db, id);
  const publishedAt = input.published ? (current.publishedAt ? new Date(current.publishedAt) : new Date()) : null;
  const values = postValues(input, publishedAt);
  await assertSlugFree(db, values.slug, id);
  try {
    const [row] = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
    if (!row) throw notFound('Article not found');
    if (cache) invalidateContentCache(cache);
    return toPost(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', SLUG_TAKEN);
    throw error;
  }
}

/** Comments waiting for approval (oldest first) or approved ones (newest first). */
export async function listComments(db: DbOrTx, query: { status: 'pending' | 'approved'; pageNumber: number }) {
  const where = query.status === 'pending' ? isNull(blogComments.approvedAt) : isNotNull(blogComments.approvedAt);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: blogComments.id,
        name: blogComments.name,
        email: blogComments.email,
        text: blogComments.text,
        createdAt: blogComments.createdAt,
        approvedAt: blogComments.approvedAt,
        postSlug: blogPosts.slug,
        postTitle: blogPosts.title,
      })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .where(where)
      .orderBy(query.status === 'pending' ? blogComments.createdAt : desc(blogComments.createdAt), blogComments.id)
      .limit(ADMIN_BLOG_PAGE_SIZE)
      .offset((query.pageNumber - 1) * ADMIN_BLOG_PAGE_SIZE),
    db.select({ total: count() }).from(blogComments).where(where),
  ]);
  const comments: BlogCommentForAdmin[] = rows.map(({ approvedAt, createdAt, ...c }) => ({ ...c, approved: approvedAt !== null, createdAt: createdAt.toISOString() }));
  return { comments, page: query.pageNumber, pages: pageCount(total, ADMIN_BLOG_PAGE_SIZE), totalCount: total };
}

export async function approveComment(db: DbOrTx, cache: Cache | null, id: string): Promise<void> {
  const [row] = await db
    .update(blogComments)
    .set({ approvedAt: sql`coalesce(${blogComments.approvedAt}, now())` })
    .where(eq(blogComments.id, id))
    .returning({ id: blogComments.id });
  if (!row) throw notFound('Comment not found');
  if (cache) invalidateContentCache(cache);
}

export async function deleteComment(db: DbOrTx, cache: Cache | null, id: string): Promise<void> {
  const [row] = await db.delete(blogComments).where(eq(blogComments.id, id)).returning({ id: blogComments.id });
  if (!row) throw notFound('Comment not found');
  if (cache) invalidateContentCache(cache);
}

/**
 * An article (or its card) as a page in `language` shows it: the title, intro and body in Bengali
 * where an admin wrote them, each else in English (docs/decisions/039).
 */
export function localPost<T extends BlogCard & Partial<Pick<BlogPost, 'body' | 'bodyBn'>>>(post: T, language: string): T & TextLanguages<'title' | 'intro' | 'body'> {
  const languages = { title: localTextLanguage(post.titleBn, language), intro: localTextLanguage(post.introBn, language), body: localTextLanguage(post.bodyBn, language) };
  const local = { ...post, title: localText(post.title, post.titleBn, language), intro: localText(post.intro, post.introBn, language), languages };
  if (post.body !== undefined) local.body = localText(post.body, post.bodyBn, language);
  return local;
}
