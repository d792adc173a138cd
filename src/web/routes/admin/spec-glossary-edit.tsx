import { Form, Link, redirect, useNavigation } from 'react-router';
import { GlossaryInputSchema, MAX_GLOSSARY_BENGALI_LENGTH, MAX_GLOSSARY_TERM_LENGTH, StructureIdSchema } from '~/modules/catalog/contracts.ts';
import { createGlossaryEntry, getGlossaryEntry, updateGlossaryEntry } from '~/modules/catalog/glossary.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, SubmitButton } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/spec-glossary-edit';

// One module for /admin/spec-glossary/new and /admin/spec-glossary/{id}: an English name and its Bengali.

const LIST = '/admin/spec-glossary';

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? 'Edit Glossary Entry' : 'Add Glossary Entry'} | Admin | Haat` },
  { name: 'robots', content: 'noindex' },
];

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { entry: params.id ? await orNotFound(getGlossaryEntry(context.db, pathParam(StructureIdSchema, params.id))) : null };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  const id = params.id ? pathParam(StructureIdSchema, params.id) : null;
  return submitForm(request, GlossaryInputSchema, async (input) => {
    if (id) await updateGlossaryEntry(context.db, context.cache, id, input);
    else await createGlossaryEntry(context.db, context.cache, input);
    return redirect(`${LIST}?saved=1`);
  });
});

export default function SpecGlossaryEdit({ loaderData: { entry }, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values;
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-xl">
      <Link to={LIST} className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{entry ? t('admin.editGlossaryEntry') : t('admin.addGlossaryEntry')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <Field
          label={t('admin.glossaryTerm')}
          name="term"
          lang="en"
          required
          maxLength={MAX_GLOSSARY_TERM_LENGTH}
          placeholder="Processor"
          defaultValue={values?.term ?? entry?.term}
          error={errors.term}
        />
        <Field
          label={t('admin.glossaryBengali')}
          name="bengali"
          lang="bn"
          required
          maxLength={MAX_GLOSSARY_BENGALI_LENGTH}
          placeholder="প্রসেসর"
          defaultValue={values?.bengali ?? entry?.bengali}
          error={errors.bengali}
        />
        <p className="-mt-3 mb-4 text-xs text-slate-500">{t('admin.glossaryHint')}</p>
        <SubmitButton busy={busy}>{entry ? t('admin.update') : t('admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}
