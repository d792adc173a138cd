import { redirect } from 'react-router';
import { MAX_SYNONYM_TERM_LENGTH, MAX_SYNONYM_TERMS, StructureIdSchema, SynonymFormSchema } from '~/modules/catalog/contracts.ts';
import { createSynonymGroup, getSynonymGroup, updateSynonymGroup } from '~/modules/catalog/synonyms.ts';
import { EditPage } from '~/web/components/admin/edit-page.tsx';
import { FieldRows } from '~/web/components/field-rows.tsx';
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
