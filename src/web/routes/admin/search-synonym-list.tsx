import { useNavigation } from 'react-router';
import { SynonymDeleteFormSchema } from '~/modules/catalog/contracts.ts';
import { deleteSynonymGroup, listSynonymGroups } from '~/modules/catalog/synonyms.ts';
import { AdminList, RowActions } from '~/web/components/admin/admin-list.tsx';
import { adminListHref } from '~/web/components/admin/confirm-delete.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/search-synonym-list';

const LIST = '/admin/search-synonyms';

export const meta: Route.MetaFunction = () => [{ title: 'Search Synonyms | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

/** The groups of words that find the same products (docs/decisions/004): a few dozen, one page. */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  return { groups: await listSynonymGroups(context.db), confirmDelete: url.searchParams.get('confirmDelete'), saved: url.searchParams.has('saved') };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(request, SynonymDeleteFormSchema, async (input) => {
    await deleteSynonymGroup(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
});

export default function SearchSynonymList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  const { groups, confirmDelete, saved } = loaderData;
  return (
    <AdminList
      heading={t('admin.searchSynonyms')}
      create={{ href: `${LIST}/new`, label: t('admin.addSynonymGroup') }}
      result={actionData}
      notice={saved ? t('admin.saved') : undefined}
      deleted={t('admin.synonymGroupDeleted')}
      empty={t('admin.noSynonymGroups')}
      columns={[t('admin.sl'), t('admin.synonymWords'), t('admin.action')]}
      rows={groups.map((group, index) => (
        <tr key={group.id} className="border-t border-slate-200 align-middle">
          <td className="px-3 py-2">{n.number(index + 1)}</td>
          <td className="px-3 py-2">{group.terms.join(', ')}</td>
          <RowActions
            editHref={`${LIST}/${group.id}`}
            id={group.id}
            itemName={group.terms[0]}
            confirming={confirmDelete === group.id}
            askHref={adminListHref(LIST, 1, group.id)}
            cancelHref={LIST}
            busy={busy}
          />
        </tr>
      ))}
    />
  );
}
