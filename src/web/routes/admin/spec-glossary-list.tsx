import { GlossaryDeleteFormSchema } from '~/modules/catalog/contracts.ts';
import { deleteGlossaryEntry, listGlossary } from '~/modules/catalog/index.ts';
import { AdminList } from '~/web/components/admin/admin-list.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { listAction, listAddress } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/spec-glossary-list';

const LIST = '/admin/spec-glossary';

export const meta: Route.MetaFunction = () => adminMeta('Specification Glossary');

/** The Bengali of specification names (docs/decisions/039): a few hundred at most, one page. */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  return { entries: await listGlossary(context.db), ...listAddress(request) };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return listAction(request, context, GlossaryDeleteFormSchema, { remove: deleteGlossaryEntry });
});

export default function SpecGlossaryList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminList
      heading={t('admin.specGlossary')}
      create={{ href: `${LIST}/new`, label: t('admin.addGlossaryEntry') }}
      result={actionData}
      address={loaderData}
      deleted={t('admin.glossaryEntryDeleted')}
      empty={t('admin.noGlossaryEntries')}
      rows={loaderData.entries}
      columns={[
        { heading: t('admin.sl'), cell: (_entry, index) => index + 1 },
        { heading: t('admin.glossaryTerm'), lang: 'en', cell: (entry) => entry.term },
        { heading: t('admin.glossaryBengali'), lang: 'bn', cell: (entry) => entry.bengali },
      ]}
      targets={{ path: LIST, editHref: (entry) => `${LIST}/${entry.id}`, itemName: (entry) => entry.term }}
    />
  );
}
