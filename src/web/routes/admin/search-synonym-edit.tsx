import { MAX_SYNONYM_TERM_LENGTH, MAX_SYNONYM_TERMS, StructureIdSchema, SynonymFormSchema } from '~/modules/catalog/contracts.ts';
import { createSynonymGroup, getSynonymGroup, updateSynonymGroup } from '~/modules/catalog/index.ts';
import { EditPage } from '~/web/components/admin/edit-page.tsx';
import { FieldRows } from '~/web/components/field-rows.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { recordToEdit, saveRecord } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/search-synonym-edit';

// One module for /admin/search-synonyms/new and /admin/search-synonyms/{id}: the group's words.

const LIST = '/admin/search-synonyms';

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? 'Edit Synonym Group' : 'Add Synonym Group');

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { group: await recordToEdit(context.db, StructureIdSchema, params.id, getSynonymGroup) };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  return saveRecord(request, context, SynonymFormSchema, { idSchema: StructureIdSchema, id: params.id, create: createSynonymGroup, update: updateSynonymGroup, next: `${LIST}?saved=1` });
});

export default function SearchSynonymEdit({ loaderData: { group }, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <EditPage back={LIST} heading={group ? t('admin.editSynonymGroup') : t('admin.addSynonymGroup')} failure={actionData} submit={group ? t('admin.update') : t('admin.save')}>
      <FieldRows
        failure={actionData}
        fields={[
          {
            label: t('admin.synonymWords'),
            name: 'terms',
            lines: 3,
            required: true,
            maxLength: MAX_SYNONYM_TERMS * (MAX_SYNONYM_TERM_LENGTH + 2),
            placeholder: 'laptop, ল্যাপটপ, লেপটপ',
            stored: group?.terms.join(', '),
            hint: t('admin.synonymWordsHint'),
          },
        ]}
      />
    </EditPage>
  );
}
