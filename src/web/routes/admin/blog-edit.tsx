import { Form, Link, redirect, useNavigation } from 'react-router';
import { BLOG_LIMITS } from '~/modules/content/constants.ts';
import { BlogPostFormSchema, BlogPostIdSchema } from '~/modules/content/contracts.ts';
import { createPost, getPost, updatePost } from '~/modules/content/blog-service.ts';
import { Alert } from '~/web/components/alert.tsx';
import { RichTextEditor } from '~/web/components/admin/rich-text-editor.tsx';
import { Field, SubmitButton, TextAreaField } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/blog-edit';

export const meta: Route.MetaFunction = () => [{ title: 'Article | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

/** /admin/blog/new writes an article; /admin/blog/{id} edits, publishes or unpublishes one. */
export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { post: params.id ? await orNotFound(getPost(context.db, pathParam(BlogPostIdSchema, params.id))) : null };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  const id = params.id ? pathParam(BlogPostIdSchema, params.id) : null;
  return submitForm(request, BlogPostFormSchema, async (input) => {
    if (id) await updatePost(context.db, context.cache, id, input);
    else await createPost(context.db, context.cache, input);
    return redirect('/admin/blog?saved=1');
  });
});

export default function BlogEdit({ loaderData: { post }, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values;
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-4xl">
      <Link to="/admin/blog" className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{post ? t('admin.editPost') : t('admin.newPost')}</h1>
      {post?.publishedAt && (
        <p className="mb-3 text-sm">
          <Link to={`/blog/${post.slug}`} className="text-brand-700 hover:underline">
            /blog/{post.slug}
          </Link>
        </p>
      )}
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6" key={post?.id ?? 'new'}>
        <Field label={t('admin.pageTitle')} name="title" required maxLength={BLOG_LIMITS.title} defaultValue={values?.title ?? post?.title ?? ''} error={errors.title} />
        <Field label={t('admin.postSlug')} name="slug" maxLength={120} defaultValue={values?.slug ?? post?.slug ?? ''} error={errors.slug} />
        <Field label={t('admin.postAuthor')} name="author" required maxLength={BLOG_LIMITS.author} defaultValue={values?.author ?? post?.author ?? ''} error={errors.author} />
        <Field label={t('admin.postImage')} name="image" maxLength={BLOG_LIMITS.image} placeholder="/uploads/…" defaultValue={values?.image ?? post?.image ?? ''} error={errors.image} />
        <TextAreaField label={t('admin.postIntro')} name="intro" required rows={3} maxLength={BLOG_LIMITS.intro} defaultValue={values?.intro ?? post?.intro ?? ''} error={errors.intro} />
        <RichTextEditor label={t('admin.pageBody')} name="body" defaultValue={values?.body ?? post?.body ?? ''} error={errors.body} />
        <Field label={t('admin.titleBn')} name="titleBn" lang="bn" maxLength={BLOG_LIMITS.title} defaultValue={values?.titleBn ?? post?.titleBn ?? ''} error={errors.titleBn} />
        <TextAreaField label={t('admin.introBn')} name="introBn" lang="bn" rows={3} maxLength={BLOG_LIMITS.intro} defaultValue={values?.introBn ?? post?.introBn ?? ''} error={errors.introBn} />
        <RichTextEditor label={t('admin.bodyBn')} name="bodyBn" defaultValue={values?.bodyBn ?? post?.bodyBn ?? ''} error={errors.bodyBn} />
        <p className="mb-4 text-xs text-slate-500">{t('admin.bengaliHint')}</p>
        <label className="mb-4 flex items-center gap-2">
          <input type="checkbox" name="published" defaultChecked={values ? values.published === 'on' : Boolean(post?.publishedAt)} />
          <span>{t('admin.publish')}</span>
        </label>
        <SubmitButton busy={busy}>{t('admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}
