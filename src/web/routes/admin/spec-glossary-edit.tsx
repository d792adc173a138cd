import { GlossaryInputSchema, MAX_GLOSSARY_BENGALI_LENGTH, MAX_GLOSSARY_TERM_LENGTH, StructureIdSchema } from '~/modules/catalog/contracts.ts';
import { createGlossaryEntry, getGlossaryEntry, updateGlossaryEntry } from '~/modules/catalog/index.ts';
import { EditPage } from '~/web/components/admin/edit-page.tsx';
import { FieldRows } from '~/web/components/field-rows.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { recordToEdit, saveRecord } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/spec-glossary-edit';

// One module for /admin/spec-glossary/new and /admin/spec-glossary/{id}: an English name and its Bengali.

const LIST = '/admin/spec-glossary';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? 'Edit Glossary Entry' : 'Add Glossary Entry');

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { entry: await recordToEdit(context.db, StructureIdSchema, params.id, getGlossaryEntry) };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  return saveRecord(request, context, GlossaryInputSchema, { idSchema: StructureIdSchema, id: params.id, create: createGlossaryEntry, update: updateGlossaryEntry, next: `${LIST}?saved=1` });
});

export default function SpecGlossaryEdit({ loaderData: { entry }, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <EditPage back={LIST} heading={entry ? t('admin.editGlossaryEntry') : t('admin.addGlossaryEntry')} failure={actionData} submit={entry ? t('admin.update') : t('admin.save')}>
      <FieldRows
        failure={actionData}
        fields={[
          { label: t('admin.glossaryTerm'), name: 'term', lang: 'en', required: true, maxLength: MAX_GLOSSARY_TERM_LENGTH, placeholder: 'Processor', stored: entry?.term },
          {
            label: t('admin.glossaryBengali'),
            name: 'bengali',
            lang: 'bn',
            required: true,
            maxLength: MAX_GLOSSARY_BENGALI_LENGTH,
            placeholder: 'প্রসেসর',
            stored: entry?.bengali,
            hint: t('admin.glossaryHint'),
          },
        ]}
      />
    </EditPage>
  );
}
