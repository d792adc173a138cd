import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { StructureIdSchema } from '~/modules/catalog/contracts.ts';
import { getAdminCategory } from '~/modules/catalog/index.ts';
import { CategoryDescriptionFormSchema, ContentLanguageSchema, DESCRIPTION_LIMITS, MAX_DESCRIPTION_ROWS, type BuyingTip, type FaqEntry } from '~/modules/content/contracts.ts';
import { getDescriptionForEdit, saveDescriptionBlock } from '~/modules/content/index.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, SubmitButton, TextAreaField } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/category-description';

// /admin/category/{id}/description/{en|bn}: the block under the category's listing
// (docs/requirements/core-shop.md §2), in one language: heading, intro, brands, buying guide, FAQ, closing.

export const meta: Route.MetaFunction = () => adminMeta('Category description');

async function load(context: Route.LoaderArgs['context'], params: Route.LoaderArgs['params']) {
  const category = await orNotFound(getAdminCategory(context.db, pathParam(StructureIdSchema, params.id)));
  return { category, language: pathParam(ContentLanguageSchema, params.language) };
}

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  const { category, language } = await load(context, params);
  const { block, english } = await getDescriptionForEdit(context.db, category.slug, language);
  return { category: { id: category.id, name: category.name, slug: category.slug }, language, block, hasEnglish: english !== null };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  const { category, language } = await load(context, params);
  return submitForm(request, CategoryDescriptionFormSchema, async (input) => {
    await saveDescriptionBlock(context.db, context.cache, category.slug, language, input);
    return { saved: true as const };
  });
});

export default function CategoryDescriptionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const { category, language, block, hasEnglish } = loaderData;
  const failed = actionData && 'message' in actionData ? actionData : undefined;
  const values = failed?.values;
  const errors = failed?.errors ?? {};
  const value = (name: string, stored: string | undefined) => values?.[name] ?? stored ?? '';
  const languageName = language === 'bn' ? t('structure.languageBn') : t('structure.languageEn');
  return (
    <section className="mx-auto max-w-3xl" lang={language}>
      <Link to={`/admin/category/${category.id}/edit`} className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{t('structure.descriptionTitle', { category: category.name, language: languageName })}</h1>
      {!block && <Alert tone="info">{language === 'bn' && hasEnglish ? t('structure.descriptionFallback') : t('structure.descriptionNew')}</Alert>}
      {failed && <Alert tone="danger">{failed.message}</Alert>}
      {actionData && 'saved' in actionData && (
        <Alert tone="success">
          {t('structure.descriptionSaved')}{' '}
          <Link to={`/category/${category.slug}/1`} className="underline">
            {t('structure.viewInShop')}
          </Link>
        </Alert>
      )}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <Field label={t('structure.heading')} name="heading" required maxLength={DESCRIPTION_LIMITS.heading} defaultValue={value('heading', block?.heading)} error={errors.heading} />
        <TextAreaField label={t('structure.intro')} name="intro" required rows={5} maxLength={DESCRIPTION_LIMITS.intro} defaultValue={value('intro', block?.intro)} error={errors.intro} />
        <p className="-mt-3 mb-4 text-xs text-slate-500">{t('structure.introHint')}</p>
        <Field label={t('structure.brandsCarried')} name="brands" maxLength={DESCRIPTION_LIMITS.brands} defaultValue={value('brands', block?.brands.join(', '))} error={errors.brands} />
        <Rows
          legend={t('structure.guide')}
          prefix="tip"
          keys={['title', 'body']}
          limits={[DESCRIPTION_LIMITS.tipTitle, DESCRIPTION_LIMITS.tipBody]}
          labels={[(n) => t('structure.tipTitle', { n }), (n) => t('structure.tipBody', { n })]}
          add={t('structure.addTip')}
          remove={(n) => t('structure.removeTip', { n })}
          initial={(block?.buyingGuide ?? []).map((tip: BuyingTip) => [tip.title, tip.body])}
          error={errors.buyingGuide}
        />
        <Rows
          legend={t('structure.faq')}
          prefix="faq"
          keys={['question', 'answer']}
          limits={[DESCRIPTION_LIMITS.question, DESCRIPTION_LIMITS.answer]}
          labels={[(n) => t('structure.question', { n }), (n) => t('structure.answer', { n })]}
          add={t('structure.addQuestion')}
          remove={(n) => t('structure.removeQuestion', { n })}
          initial={(block?.faq ?? []).map((entry: FaqEntry) => [entry.question, entry.answer])}
          error={errors.faq}
        />
        <TextAreaField label={t('structure.closing')} name="closing" required rows={3} maxLength={DESCRIPTION_LIMITS.closing} defaultValue={value('closing', block?.closing)} error={errors.closing} />
        <SubmitButton busy={busy}>{t('admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}

/**
 * Repeatable pairs posted as `prefix.N.key`: the stored rows and one blank row, which is left
 * out when it stays blank. Add and remove work once the page has loaded its script.
 */
function Rows({
  legend,
  prefix,
  keys,
  limits,
  labels,
  add,
  remove,
  initial,
  error,
}: {
  legend: string;
  prefix: string;
  keys: [string, string];
  /** The contract's lengths of the two fields. */
  limits: [number, number];
  labels: [(n: number) => string, (n: number) => string];
  add: string;
  remove: (n: number) => string;
  initial: string[][];
  error?: string;
}) {
  const [rows, setRows] = useState(() => [...initial.map((pair, i) => ({ id: i, pair })), { id: initial.length, pair: ['', ''] }]);
  return (
    <fieldset className="mb-4 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {rows.map((row, index) => (
        <div key={row.id} className="mb-3 border-b border-slate-100 pb-3">
          <Field label={labels[0](index + 1)} name={`${prefix}.${index}.${keys[0]}`} maxLength={limits[0]} defaultValue={row.pair[0]} />
          <TextAreaField label={labels[1](index + 1)} name={`${prefix}.${index}.${keys[1]}`} rows={2} maxLength={limits[1]} defaultValue={row.pair[1]} />
          <button type="button" onClick={() => setRows(rows.filter((r) => r.id !== row.id))} className="rounded border border-red-300 px-2 py-0.5 text-sm text-red-700 hover:bg-red-50">
            {remove(index + 1)}
          </button>
        </div>
      ))}
      {rows.length < MAX_DESCRIPTION_ROWS && (
        <button
          type="button"
          onClick={() => setRows([...rows, { id: Math.max(-1, ...rows.map((r) => r.id)) + 1, pair: ['', ''] }])}
          className="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
        >
          + {add}
        </button>
      )}
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
