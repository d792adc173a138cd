import { redirect } from 'react-router';
import { ContentLanguageSchema, ContentPageFormSchema, MAX_META_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MAX_VIDEO_URL_LENGTH, PageSlugSchema } from '~/modules/content/contracts.ts';
import { pagePath } from '~/modules/content/constants.ts';
import { findPage, savePage } from '~/modules/content/index.ts';
import { EditPage } from '~/web/components/admin/edit-page.tsx';
import { ImageField } from '~/web/components/admin/image-field.tsx';
import { RichTextEditor } from '~/web/components/admin/rich-text-editor.tsx';
import { FieldRows, shownValue } from '~/web/components/field-rows.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/page-edit';

export const meta: Route.MetaFunction = () => adminMeta('Edit Page');

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
  const shown = (name: 'body' | 'videoPicture') => shownValue(actionData, name, page?.[name]) ?? '';
  return (
    <EditPage
      back="/admin/pages"
      width="4xl"
      heading={
        <>
          {t('admin.editPage')}: {path} ({language === 'bn' ? 'বাংলা' : 'English'})
        </>
      }
      failure={actionData}
      formKey={`${slug}-${language}`}
      submit={t('admin.save')}
    >
      <FieldRows
        failure={actionData}
        fields={[
          { label: t('admin.pageTitle'), name: 'title', required: true, maxLength: MAX_TITLE_LENGTH, stored: page?.title ?? '' },
          { label: t('admin.metaDescription'), name: 'metaDescription', maxLength: MAX_META_DESCRIPTION_LENGTH, stored: page?.metaDescription ?? '' },
        ]}
      />
      <RichTextEditor label={t('admin.pageBody')} name="body" defaultValue={shown('body')} error={actionData?.errors?.body} />
      <p className="mb-4 text-xs text-slate-600">{t('admin.placeholdersHint')}</p>
      <fieldset className="mb-4 rounded border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium">{t('admin.video')}</legend>
        <FieldRows
          failure={actionData}
          fields={[
            { label: t('admin.videoUrl'), name: 'videoUrl', type: 'url', maxLength: MAX_VIDEO_URL_LENGTH, stored: page?.videoUrl ?? '' },
            { label: t('admin.videoTitle'), name: 'videoTitle', maxLength: MAX_TITLE_LENGTH, stored: page?.videoTitle ?? '' },
          ]}
        />
        <ImageField name="videoPicture" label={t('admin.videoPicture')} defaultValue={shown('videoPicture')} error={actionData?.errors?.videoPicture} />
      </fieldset>
    </EditPage>
  );
}
