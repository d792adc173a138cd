import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContentLanguageSchema, ContentPageInputSchema, PageSlugSchema } from '~/modules/content/contracts.ts';
import { fillShopFacts, getPage, listPages, savePage } from '~/modules/content/index.ts';
import { getSettingsCached, localSettings } from '~/modules/settings/index.ts';
import { TicketIdSchema, TicketInputSchema, TicketListQuerySchema, TicketReplyInputSchema, TicketStatusInputSchema } from '~/modules/support/contracts.ts';
import { TICKET_KINDS, TICKET_STATUSES } from '~/modules/support/constants.ts';
import { createTicket, getTicket, listTickets, replyToTicket, setTicketStatus, type TicketDeps } from '~/modules/support/index.ts';
import { BlogCommentIdSchema, BlogCommentInputSchema, BlogCommentListQuerySchema, BlogCommentModerationSchema, BlogListQuerySchema, BlogPostIdSchema, BlogPostInputSchema } from '~/modules/content/contracts.ts';
import { addComment, approveComment, countView, createPost, deleteComment, getPublishedPost, listAllPosts, listComments, listPublishedPosts, updatePost } from '~/modules/content/index.ts';
import { slugParam } from '~/modules/catalog/contracts.ts';
import { clientIp, currentUser, signedIn } from '../auth.ts';
import { ERRORS, toWire, WireId } from '../wire.ts';

const PageWireSchema = z.object({
  _id: WireId,
  slug: z.string(),
  language: z.string(),
  title: z.string(),
  metaDescription: z.string(),
  body: z.string().describe('Sanitized HTML'),
  videoUrl: z.string().nullable().describe('A YouTube video, kept as its watch address'),
  videoTitle: z.string().nullable(),
  videoPicture: z.string().nullable().describe('A picture uploaded to the shop, shown until the video plays'),
  updatedAt: z.string(),
});
const PageSummaryWireSchema = PageWireSchema.omit({ body: true });

const TicketWireSchema = z.object({
  _id: WireId,
  number: z.number().int(),
  kind: z.enum(TICKET_KINDS),
  status: z.enum(TICKET_STATUSES),
  name: z.string(),
  phone: z.string().describe('E.164, e.g. +8801712345678'),
  email: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  invoiceNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const TicketDetailWireSchema = TicketWireSchema.extend({
  replies: z.array(z.object({ _id: WireId, authorName: z.string(), message: z.string(), createdAt: z.string() })),
});
const ticketParams = z.object({ id: TicketIdSchema });

const BlogCardWireSchema = z.object({
  _id: WireId,
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  intro: z.string(),
  titleBn: z.string().nullable().describe('The title in Bengali; null: Bengali pages show the English one'),
  introBn: z.string().nullable().describe('The intro in Bengali; null: Bengali pages show the English one'),
  image: z.string(),
  publishedAt: z.string().nullable().describe('Null for a draft'),
});
const BlogPostWireSchema = BlogCardWireSchema.extend({
  body: z.string().describe('Sanitized HTML'),
  bodyBn: z.string().nullable().describe('The body in Bengali, sanitized HTML; null: Bengali pages show the English one'),
  views: z.number().int(), updatedAt: z.string() });
const BlogCommentWireSchema = z.object({ _id: WireId, name: z.string(), text: z.string(), createdAt: z.string() });
const BlogCommentAdminWireSchema = BlogCommentWireSchema.extend({ email: z.string(), approved: z.boolean(), postSlug: z.string(), postTitle: z.string() });
const blogTags = ['blog'];

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ticketDeps: TicketDeps = { db: app.db, limiter: app.auth.limiter, mailer: app.auth.mailer };

  app.get(
    '/api/pages',
    {
      config: { access: 'admin' },
      schema: { tags: ['content'], summary: 'Every policy and company page, each language (admins)', response: { 200: z.array(PageSummaryWireSchema), ...ERRORS } },
    },
    async () => toWire(await listPages(app.db)),
  );

  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A policy or company page in a language (English when not written in it), the shop’s facts filled in',
        params: z.object({ slug: PageSlugSchema }),
        querystring: z.object({ lang: ContentLanguageSchema.default('en') }),
        response: { 200: PageWireSchema, ...ERRORS },
      },
    },
    async (request) => {
      const [page, settings] = await Promise.all([getPage(app.db, request.params.slug, request.query.lang), getSettingsCached(app.db, app.cache)]);
      return toWire({ ...page, body: fillShopFacts(page.body, localSettings(settings, request.query.lang), page.language) });
    },
  );

  app.put(
    '/api/pages/:slug',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Write one language of a page (admins); the body is sanitized before it is stored',
        params: z.object({ slug: PageSlugSchema }),
        body: ContentPageInputSchema,
        response: { 200: PageWireSchema, ...ERRORS },
      },
    },
    async (request) => toWire(await savePage(app.db, app.cache, request.params.slug, request.body)),
  );

  app.post(
    '/api/tickets',
    {
      schema: {
        tags: ['support'],
        summary: 'Send a complaint or a service support request (docs/requirements/content-pages.md §5); answers the ticket number',
        description:
          'The fields of the /home/saveTask form: `kind` complaint (default) or service, `name` (≤100), `phone` (a Bangladeshi mobile number), `email` (optional), `title` (≤150), `description` (≤500), and for a service request `field.1`, the invoice number. 20 requests per address per 15 minutes. A confirmation mail goes to the e-mail address when one is given.',
        body: TicketInputSchema,
        response: { 201: z.object({ _id: WireId, number: z.number().int(), message: z.string() }), ...ERRORS },
      },
    },
    async (request, reply) => {
      // A signed-in customer's ticket is theirs; a token that fails is ignored here, as for a visitor.
      const user = await currentUser(request).catch(() => null);
      const ticket = await createTicket(ticketDeps, request.body, { clientIp: clientIp(request), userId: user?.user.id ?? null, origin: app.config.publicOrigin });
      return reply.status(201).send({ _id: ticket.id, number: ticket.number, message: `Your request has been received. Your ticket number is ${ticket.number}.` });
    },
  );

  app.get(
    '/api/tickets',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['support'],
        summary: 'Tickets, newest first, by status when given (admins)',
        querystring: TicketListQuerySchema,
        response: { 200: z.object({ tickets: z.array(TicketWireSchema), page: z.number(), pages: z.number(), totalCount: z.number() }), ...ERRORS },
      },
    },
    async (request) => toWire(await listTickets(app.db, request.query)),
  );

  app.get(
    '/api/tickets/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['support'], summary: 'A ticket and its replies (admins)', params: ticketParams, response: { 200: TicketDetailWireSchema, ...ERRORS } },
    },
    async (request) => toWire(await getTicket(app.db, request.params.id)),
  );

  app.patch(
    '/api/tickets/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['support'],
        summary: 'Set a ticket’s status: open, in_progress or resolved (admins)',
        params: ticketParams,
        body: TicketStatusInputSchema,
        response: { 200: TicketWireSchema, ...ERRORS },
      },
    },
    async (request) => toWire(await setTicketStatus(app.db, request.params.id, request.body.status)),
  );

  app.post(
    '/api/tickets/:id/replies',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['support'],
        summary: 'Answer a ticket (admins): mailed to the customer when they gave an e-mail address; an open ticket moves to in progress',
        params: ticketParams,
        body: TicketReplyInputSchema,
        response: { 201: TicketDetailWireSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const ticket = await replyToTicket(ticketDeps, request.params.id, signedIn(request).user, request.body.message, app.config.publicOrigin);
      return reply.status(201).send(toWire(ticket));
    },
  );

  app.get(
    '/api/blog',
    {
      schema: {
        tags: blogTags,
        summary: 'Published articles, newest first, six a page',
        querystring: BlogListQuerySchema,
        response: {
          200: z.object({ posts: z.array(BlogCardWireSchema), page: z.number(), pages: z.number(), totalCount: z.number(), from: z.number(), to: z.number() }),
          ...ERRORS,
        },
      },
    },
    async (request) => toWire(await listPublishedPosts(app.db, request.query.pageNumber)),
  );

  app.get(
    '/api/blog/:slug',
    {
      schema: {
        tags: blogTags,
        summary: 'A published article with its approved comments; counts a view',
        params: z.object({ slug: slugParam() }),
        response: { 200: BlogPostWireSchema.extend({ comments: z.array(BlogCommentWireSchema) }), ...ERRORS },
      },
    },
    async (request) => {
      const post = await getPublishedPost(app.db, request.params.slug);
      await countView(app.db, post.id);
      return toWire(post);
    },
  );

  app.post(
    '/api/blog/:slug/comments',
    {
      schema: {
        tags: blogTags,
        summary: 'Comment on a published article: shown once an admin approves it',
        description: '`name` (≤100), `email`, `text` (≤2000). 20 comments per address per 15 minutes.',
        params: z.object({ slug: slugParam() }),
        body: BlogCommentInputSchema,
        response: { 201: z.object({ message: z.string() }), ...ERRORS },
      },
    },
    async (request, reply) => {
      await addComment({ db: app.db, limiter: app.auth.limiter }, request.params.slug, request.body, clientIp(request));
      return reply.status(201).send({ message: 'Thank you! Your comment will appear once it is approved.' });
    },
  );

  app.get(
    '/api/blog-posts',
    {
      config: { access: 'admin' },
      schema: {
        tags: blogTags,
        summary: 'Every article, drafts first (admins)',
        querystring: BlogListQuerySchema,
        response: { 200: z.object({ posts: z.array(BlogPostWireSchema), page: z.number(), pages: z.number(), totalCount: z.number() }), ...ERRORS },
      },
    },
    async (request) => toWire(await listAllPosts(app.db, request.query.pageNumber)),
  );

  app.post(
    '/api/blog-posts',
    {
      config: { access: 'admin' },
      schema: {
        tags: blogTags,
        summary: 'Write an article (admins): the body is sanitized; `published` dates it now',
        body: BlogPostInputSchema,
        response: { 201: BlogPostWireSchema, ...ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(toWire(await createPost(app.db, app.cache, request.body))),
  );

  app.put(
    '/api/blog-posts/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: blogTags,
        summary: 'Edit, publish or unpublish an article (admins)',
        params: z.object({ id: BlogPostIdSchema }),
        body: BlogPostInputSchema,
        response: { 200: BlogPostWireSchema, ...ERRORS },
      },
    },
    async (request) => toWire(await updatePost(app.db, app.cache, request.params.id, request.body)),
  );

  app.get(
    '/api/blog-comments',
    {
      config: { access: 'admin' },
      schema: {
        tags: blogTags,
        summary: 'Comments waiting for approval, or approved ones (admins)',
        querystring: BlogCommentListQuerySchema,
        response: { 200: z.object({ comments: z.array(BlogCommentAdminWireSchema), page: z.number(), pages: z.number(), totalCount: z.number() }), ...ERRORS },
      },
    },
    async (request) => toWire(await listComments(app.db, request.query)),
  );

  app.patch(
    '/api/blog-comments/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: blogTags,
        summary: 'Approve a comment (admins)',
        params: z.object({ id: BlogCommentIdSchema }),
        body: BlogCommentModerationSchema,
        response: { 200: z.object({ message: z.string() }), ...ERRORS },
      },
    },
    async (request) => {
      await approveComment(app.db, app.cache, request.params.id);
      return { message: 'Comment approved' };
    },
  );

  app.delete(
    '/api/blog-comments/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: blogTags,
        summary: 'Delete a comment (admins)',
        params: z.object({ id: BlogCommentIdSchema }),
        response: { 200: z.object({ message: z.string() }), ...ERRORS },
      },
    },
    async (request) => {
      await deleteComment(app.db, app.cache, request.params.id);
      return { message: 'Comment deleted' };
    },
  );
};
