import { Link, useNavigation } from 'react-router';
import { BlogCommentFormSchema, BlogCommentListQuerySchema } from '~/modules/content/contracts.ts';
import { approveComment, deleteComment, listComments } from '~/modules/content/index.ts';
import { Alert } from '~/web/components/alert.tsx';
import { FilterLinks } from '~/web/components/admin/admin-list.tsx';
import { IntentButton } from '~/web/components/intent-button.tsx';
import { Pager } from '~/web/components/pager.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { assertPageExists } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/blog-comments';

export const meta: Route.MetaFunction = () => adminMeta('Comments');

/** Comments waiting for approval (oldest first), or the approved ones. */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const parsed = BlogCommentListQuerySchema.safeParse({ status: url.searchParams.get('status') || undefined, pageNumber: url.searchParams.get('page') ?? 1 });
  const query = parsed.success ? parsed.data : { status: 'pending' as const, pageNumber: 1 };
  const list = await listComments(context.db, query);
  assertPageExists(query.pageNumber, list.pages);
  return { ...list, status: query.status };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(request, BlogCommentFormSchema, async ({ intent, id }) => {
    if (intent === 'approve') await approveComment(context.db, context.cache, id);
    else await deleteComment(context.db, context.cache, id);
    return { done: intent };
  });
});

export default function BlogComments({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  const { comments, status } = loaderData;
  const failure = actionData && 'message' in actionData ? actionData : undefined;
  const done = actionData && 'done' in actionData ? actionData.done : undefined;
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.blogComments')}</h1>
      <FilterLinks
        label={t('admin.postStatus')}
        links={(['pending', 'approved'] as const).map((s) => ({
          href: `/admin/blog/comments?status=${s}`,
          label: t(s === 'pending' ? 'admin.commentsPending' : 'admin.commentsApproved'),
          current: s === status,
        }))}
      />
      {failure && <Alert tone="danger">{failure.message}</Alert>}
      {done && <Alert tone="success">{done === 'approve' ? t('admin.commentApproved') : t('admin.commentDeleted')}</Alert>}
      {comments.length === 0 && <p className="rounded border border-slate-200 bg-white p-6">{t('admin.noComments')}</p>}
      <ul className="space-y-3">
        {comments.map((comment) => (
          <li key={comment.id}>
            <article className="rounded border border-slate-200 bg-white p-4" aria-label={`${comment.name}: ${comment.postTitle}`}>
              <p className="text-sm text-slate-600">
                {comment.name} &lt;{comment.email}&gt; · {n.dateTime(comment.createdAt)} ·{' '}
                <Link to={`/blog/${comment.postSlug}`} className="text-brand-700 hover:underline">
                  {comment.postTitle}
                </Link>
              </p>
              <p className="my-2 whitespace-pre-wrap">{comment.text}</p>
              <div className="flex gap-2">
                {!comment.approved && (
                  <IntentButton value={comment.id} intent="approve" busy={busy} className="rounded bg-brand-600 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-700">
                    {t('admin.approve')}
                  </IntentButton>
                )}
                <IntentButton value={comment.id} intent="delete" busy={busy} className="rounded border border-red-300 px-3 py-1 text-sm text-red-700 hover:bg-red-50">
                  {t('admin.delete')}
                </IntentButton>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <Pager page={loaderData.page} pages={loaderData.pages} hrefFor={(n) => `/admin/blog/comments?status=${status}&page=${n}`} />
    </section>
  );
}

