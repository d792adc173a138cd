import { Form, Link, redirect, useNavigation } from 'react-router';
import { MAX_SYNONYM_TERM_LENGTH, MAX_SYNONYM_TERMS, StructureIdSchema, SynonymFormSchema } from '~/modules/catalog/contracts.ts';
import { createSynonymGroup, getSynonymGroup, updateSynonymGroup } from '~/modules/catalog/synonyms.ts';
import { Alert } from '~/web/components/alert.tsx';
import { SubmitButton, TextAreaField } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/search-synonym-edit';

// One module for /admin/search-synonyms/new and /admin/search-synonyms/{id}: the group's words.

const LIST = '/admin/search-synonyms';

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? 'Edit Synonym Group' : 'Add Synonym Group'} | Admin | Haat` },
  { name: 'robots', content: 'noindex' },
];

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { group: params.id ? await orNotFound(getSynonymGroup(context.db, pathParam(StructureIdSchema, params.id))) : null };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  const id = params.id ? pathParam(StructureIdSchema, params.id) : null;
  return submitForm(request, SynonymFormSchema, async (input) => {
    if (id) await updateSynonymGroup(context.db, context.cache, id, input);
    else await createSynonymGroup(context.db, context.cache, input);
    return redirect(`${LIST}?saved=1`);
  });
});

export default function SearchSynonymEdit({ loaderData: { group }, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values;
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-xl">
      <Link to={LIST} className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{group ? t('admin.editSynonymGroup') : t('admin.addSynonymGroup')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <TextAreaField
          label={t('admin.synonymWords')}
          name="terms"
          required
          maxLength={MAX_SYNONYM_TERMS * (MAX_SYNONYM_TERM_LENGTH + 2)}
          placeholder="laptop, ল্যাপটপ, লেপটপ"
          defaultValue={values?.terms ?? group?.terms.join(', ')}
          error={errors.terms}
        />
        <p className="-mt-3 mb-4 text-xs text-slate-500">{t('admin.synonymWordsHint')}</p>
        <SubmitButton busy={busy}>{group ? t('admin.update') : t('admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}
