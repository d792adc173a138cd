import { Link } from 'react-router';
import { BLOG_LIMITS } from '~/modules/content/constants.ts';
import { BlogPostFormSchema, BlogPostIdSchema } from '~/modules/content/contracts.ts';
import { createPost, getPost, updatePost } from '~/modules/content/index.ts';
import { EditPage } from '~/web/components/admin/edit-page.tsx';
import { RichTextEditor } from '~/web/components/admin/rich-text-editor.tsx';
import { FieldRows, shownValue } from '~/web/components/field-rows.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { recordToEdit, saveRecord } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/blog-edit';

export const meta: Route.MetaFunction = () => adminMeta('Article');

/** /admin/blog/new writes an article; /admin/blog/{id} edits, publishes or unpublishes one. */
export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { post: await recordToEdit(context.db, BlogPostIdSchema, params.id, getPost) };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  return saveRecord(request, context, BlogPostFormSchema, { idSchema: BlogPostIdSchema, id: params.id, create: createPost, update: updatePost, next: '/admin/blog?saved=1' });
});

export default function BlogEdit({ loaderData: { post }, actionData }: Route.ComponentProps) {
  const t = useT();
  const values = actionData?.values;
  const body = (name: 'body' | 'bodyBn', label: string) => (
    <RichTextEditor label={label} name={name} defaultValue={shownValue(actionData, name, post?.[name]) ?? ''} error={actionData?.errors?.[name]} />
  );
  return (
    <EditPage
      back="/admin/blog"
      width="4xl"
      heading={post ? t('admin.editPost') : t('admin.newPost')}
      before={
        post?.publishedAt && (
          <p className="mb-3 text-sm">
            <Link to={`/blog/${post.slug}`} className="text-brand-700 hover:underline">
              /blog/{post.slug}
            </Link>
          </p>
        )
      }
      failure={actionData}
      formKey={post?.id ?? 'new'}
      submit={t('admin.save')}
    >
      <FieldRows
        failure={actionData}
        fields={[
          { label: t('admin.pageTitle'), name: 'title', required: true, maxLength: BLOG_LIMITS.title, stored: post?.title ?? '' },
          { label: t('admin.postSlug'), name: 'slug', maxLength: BLOG_LIMITS.slug, stored: post?.slug ?? '' },
          { label: t('admin.postAuthor'), name: 'author', required: true, maxLength: BLOG_LIMITS.author, stored: post?.author ?? '' },
          { label: t('admin.postImage'), name: 'image', maxLength: BLOG_LIMITS.image, placeholder: '/uploads/…', stored: post?.image ?? '' },
          { label: t('admin.postIntro'), name: 'intro', lines: 3, required: true, maxLength: BLOG_LIMITS.intro, stored: post?.intro ?? '' },
        ]}
      />
      {body('body', t('admin.pageBody'))}
      <FieldRows
        failure={actionData}
        fields={[
          { label: t('admin.titleBn'), name: 'titleBn', lang: 'bn', maxLength: BLOG_LIMITS.title, stored: post?.titleBn ?? '' },
          { label: t('admin.introBn'), name: 'introBn', lang: 'bn', lines: 3, maxLength: BLOG_LIMITS.intro, stored: post?.introBn ?? '' },
        ]}
      />
      {body('bodyBn', t('admin.bodyBn'))}
      <p className="mb-4 text-xs text-slate-500">{t('admin.bengaliHint')}</p>
      <label className="mb-4 flex items-center gap-2">
        <input type="checkbox" name="published" defaultChecked={values ? values.published === 'on' : Boolean(post?.publishedAt)} />
        <span>{t('admin.publish')}</span>
      </label>
    </EditPage>
  );
}
