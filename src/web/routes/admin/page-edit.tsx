import { Form, Link, redirect, useNavigation } from 'react-router';
import {
  ContentLanguageSchema,
  ContentPageFormSchema,
  MAX_META_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_VIDEO_URL_LENGTH,
  PageSlugSchema,
} from '~/modules/content/contracts.ts';
import { pagePath } from '~/modules/content/pages.ts';
import { findPage, savePage } from '~/modules/content/pages-service.ts';
import { Alert } from '~/web/components/alert.tsx';
import { ImageField } from '~/web/components/admin/image-field.tsx';
import { RichTextEditor } from '~/web/components/admin/rich-text-editor.tsx';
import { Field, SubmitButton } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/page-edit';

export const meta: Route.MetaFunction = () => [{ title: 'Edit Page | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

const params = (p: { slug?: string; language?: string }) => ({ slug: pathParam(PageSlugSchema, p.slug), language: pathParam(ContentLanguageSchema, p.language) });

/** One language of a policy or company page; a language not written yet starts empty. */
export const loader = adminLoader(async ({ params: p, context }: Route.LoaderArgs) => {
  const { slug, language } = params(p);
  return { slug, language, path: pagePath(slug), page: await findPage(context.db, slug, language) };
});

export const action = adminAction(async ({ request, params: p, context }: Route.ActionArgs) => {
  const { slug, language } = params(p);
  return submitForm(request, ContentPageFormSchema, async (input) => {
    await savePage(context.db, context.cache, slug, { ...input, language });
    return redirect('/admin/pages?saved=1');
  });
});

export default function PageEdit({ loaderData: { slug, language, path, page }, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values;
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-4xl">
      <Link to="/admin/pages" className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">
        {t('admin.editPage')}: {path} ({language === 'bn' ? 'বাংলা' : 'English'})
      </h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6" key={`${slug}-${language}`}>
        <Field label={t('admin.pageTitle')} name="title" required maxLength={MAX_TITLE_LENGTH} defaultValue={values?.title ?? page?.title ?? ''} error={errors.title} />
        <Field
          label={t('admin.metaDescription')}
          name="metaDescription"
          maxLength={MAX_META_DESCRIPTION_LENGTH}
          defaultValue={values?.metaDescription ?? page?.metaDescription ?? ''}
          error={errors.metaDescription}
        />
        <RichTextEditor label={t('admin.pageBody')} name="body" defaultValue={values?.body ?? page?.body ?? ''} error={errors.body} />
        <p className="mb-4 text-xs text-slate-600">{t('admin.placeholdersHint')}</p>
        <fieldset className="mb-4 rounded border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium">{t('admin.video')}</legend>
          <Field
            label={t('admin.videoUrl')}
            name="videoUrl"
            type="url"
            maxLength={MAX_VIDEO_URL_LENGTH}
            defaultValue={values?.videoUrl ?? page?.videoUrl ?? ''}
            error={errors.videoUrl}
          />
          <Field label={t('admin.videoTitle')} name="videoTitle" maxLength={MAX_TITLE_LENGTH} defaultValue={values?.videoTitle ?? page?.videoTitle ?? ''} error={errors.videoTitle} />
          <ImageField name="videoPicture" label={t('admin.videoPicture')} defaultValue={values?.videoPicture ?? page?.videoPicture ?? ''} error={errors.videoPicture} />
        </fieldset>
        <SubmitButton busy={busy}>{t('admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}
