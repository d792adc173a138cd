import { Form, Link } from 'react-router';
import type { SavedBuildSummary } from '~/modules/pcbuilder/contracts.ts';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';

type Saved = Omit<SavedBuildSummary, 'createdAt' | 'updatedAt'> & { createdAt: Date | string; updatedAt: Date | string };

/** The profile's Saved PCs: each opens in the PC builder, or is deleted. */
export function SavedBuilds({ builds }: { builds: Saved[] }) {
  const t = useT();
  const n = useNumerals();
  return (
    <div className="mt-8" id="saved-pcs">
      <h2 className="mb-3 text-xl font-bold">{t('pc.savedPcs')}</h2>
      {builds.length === 0 ? (
        <p className="text-slate-600">
          {t('pc.noSavedPcs')}{' '}
          <Link to="/PcBuilderScreen" className="font-semibold text-brand-700 underline">
            {t('pc.builderLink')}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
          {builds.map((build) => (
            <li key={build.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="saved-pc">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{build.name}</p>
                <p className="text-sm text-slate-600">
                  {t('pc.items', { count: build.itemCount })} · {t('pc.savedOn', { date: n.date(build.updatedAt) })}
                </p>
              </div>
              <Link to={`/PcBuilderScreen?build=${build.id}`} aria-label={t('pc.openNamed', { name: build.name })} className="rounded bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700">
                {t('pc.open')}
              </Link>
              <Form method="post" action="/PcBuilderScreen">
                <input type="hidden" name="intent" value="delete-build" />
                <input type="hidden" name="buildId" value={build.id} />
                <button type="submit" aria-label={t('pc.deleteNamed', { name: build.name })} className="rounded border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50">
                  {t('pc.delete')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
