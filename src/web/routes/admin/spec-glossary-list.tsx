import { useNavigation } from 'react-router';
import { GlossaryDeleteFormSchema } from '~/modules/catalog/contracts.ts';
import { deleteGlossaryEntry, listGlossary } from '~/modules/catalog/glossary.ts';
import { AdminList, RowActions } from '~/web/components/admin/admin-list.tsx';
import { adminListHref } from '~/web/components/admin/confirm-delete.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/spec-glossary-list';

const LIST = '/admin/spec-glossary';

export const meta: Route.MetaFunction = () => [{ title: 'Specification Glossary | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

/** The Bengali of specification names (docs/decisions/039): a few hundred at most, one page. */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  return { entries: await listGlossary(context.db), confirmDelete: url.searchParams.get('confirmDelete'), saved: url.searchParams.has('saved') };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(request, GlossaryDeleteFormSchema, async (input) => {
    await deleteGlossaryEntry(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
});

export default function SpecGlossaryList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const { entries, confirmDelete, saved } = loaderData;
  return (
    <AdminList
      heading={t('admin.specGlossary')}
      create={{ href: `${LIST}/new`, label: t('admin.addGlossaryEntry') }}
      result={actionData}
      notice={saved ? t('admin.saved') : undefined}
      deleted={t('admin.glossaryEntryDeleted')}
      empty={t('admin.noGlossaryEntries')}
      columns={[t('admin.sl'), t('admin.glossaryTerm'), t('admin.glossaryBengali'), t('admin.action')]}
      rows={entries.map((entry, index) => (
        <tr key={entry.id} className="border-t border-slate-200 align-middle">
          <td className="px-3 py-2">{index + 1}</td>
          <td className="px-3 py-2" lang="en">
            {entry.term}
          </td>
          <td className="px-3 py-2" lang="bn">
            {entry.bengali}
          </td>
          <RowActions
            editHref={`${LIST}/${entry.id}`}
            id={entry.id}
            itemName={entry.term}
            confirming={confirmDelete === entry.id}
            askHref={adminListHref(LIST, 1, entry.id)}
            cancelHref={LIST}
            busy={busy}
          />
        </tr>
      ))}
    />
  );
}
