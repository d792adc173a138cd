import { SynonymDeleteFormSchema } from '~/modules/catalog/contracts.ts';
import { deleteSynonymGroup, listSynonymGroups } from '~/modules/catalog/index.ts';
import { AdminList } from '~/web/components/admin/admin-list.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { listAction, listAddress } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/search-synonym-list';

const LIST = '/admin/search-synonyms';

export const meta: Route.MetaFunction = () => adminMeta('Search Synonyms');

/** The groups of words that find the same products (docs/decisions/004): a few dozen, one page. */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  return { groups: await listSynonymGroups(context.db), ...listAddress(request) };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return listAction(request, context, SynonymDeleteFormSchema, { remove: deleteSynonymGroup });
});

export default function SearchSynonymList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  return (
    <AdminList
      heading={t('admin.searchSynonyms')}
      create={{ href: `${LIST}/new`, label: t('admin.addSynonymGroup') }}
      result={actionData}
      address={loaderData}
      deleted={t('admin.synonymGroupDeleted')}
      empty={t('admin.noSynonymGroups')}
      rows={loaderData.groups}
      columns={[
        { heading: t('admin.sl'), cell: (_group, index) => n.number(index + 1) },
        { heading: t('admin.synonymWords'), cell: (group) => group.terms.join(', ') },
      ]}
      targets={{ path: LIST, editHref: (group) => `${LIST}/${group.id}`, itemName: (group) => group.terms[0] }}
    />
  );
}
