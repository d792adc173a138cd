import { data, Form, Link, redirect, replace, useNavigation } from 'react-router';
import { addBuildToCart } from '~/flows/add-build-to-cart.ts';
import { BuildIdParamsSchema, PcBuilderFormSchema, type Build } from '~/modules/pcbuilder/contracts.ts';
import { assertPartForSlot, createQuote, deleteSavedBuild, describeBuild, getSavedBuild, saveBuild } from '~/modules/pcbuilder/index.ts';
import { decodeParts, encodeParts, SLOTS, type BuildParts, type Slot } from '~/modules/pcbuilder/constants.ts';
import { DomainError } from '~/platform/errors.ts';
import { Alert } from '~/web/components/alert.tsx';
import { BuildActions } from '~/web/components/pc-builder/build-actions.tsx';
import { ConflictText, slotLabel } from '~/web/components/pc-builder/labels.tsx';
import { Price } from '~/web/components/price.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { translator } from '~/web/i18n/messages.ts';
import { languageOf } from '~/web/i18n/language.server.ts';
import { failure, parseFormData } from '~/web/lib/forms.server.ts';
import type { FormFailure } from '~/web/lib/forms.ts';
import { pathParam } from '~/web/lib/params.ts';
import { readBuildParts, writeBuildParts } from '~/web/lib/pc-build.server.ts';
import { requireUser } from '~/web/lib/session.server.ts';
import type { Route } from './+types/pc-builder';
import { shopNameOf } from '~/web/lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  return [
    { title: `PC Builder | ${shopName}` },
    { name: 'description', content: 'Build your own PC from compatible parts, priced in taka.' },
  ];
}

const BUILDER = '/PcBuilderScreen';

/**
 * `/PcBuilderScreen`: the build in progress (the shopper's cookie), priced and checked on the
 * server. `?parts=cpu:<id>,...` (a share link) and `?build=<id>` (a saved PC, its owner only)
 * load that build into the page and then show `/PcBuilderScreen`, so a reload keeps it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shared = url.searchParams.get('parts');
  const saved = url.searchParams.get('build');
  if (shared !== null || saved !== null) {
    let parts: BuildParts;
    if (saved !== null) {
      const user = requireUser(request, context);
      const id = pathParam(BuildIdParamsSchema.shape.id, saved);
      try {
        parts = (await getSavedBuild(context.db, user.id, id)).build.parts;
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'NOT_FOUND') throw data(null, { status: 404 });
        throw error;
      }
    } else {
      parts = decodeParts(shared);
    }
    throw replace(BUILDER, { headers: { 'Set-Cookie': await writeBuildParts(parts) } });
  }
  const parts = await readBuildParts(request);
  const build = await describeBuild(context.db, parts);
  return {
    build,
    hide: url.searchParams.get('hide') === '1',
    signedIn: context.user !== null,
    shareUrl: `${context.origin}${BUILDER}?parts=${encodeParts(build.parts)}`,
  };
}

type ActionData = FormFailure | { saved: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseFormData(request, PcBuilderFormSchema);
  if (!form.ok) return form.failure;
  const input = form.data;
  const parts = await readBuildParts(request);
  const t = translator(await languageOf(request));
  const back = async (next: BuildParts, to = BUILDER) => redirect(to, { headers: { 'Set-Cookie': await writeBuildParts(next) } });
  try {
    switch (input.intent) {
      case 'choose':
        await assertPartForSlot(context.db, input.slot, input.productId);
        return await back({ ...parts, [input.slot]: input.productId });
      case 'remove':
        return await back({ ...parts, [input.slot]: undefined });
      case 'clear':
        return await back({});
      case 'cart': {
        // The page says what is missing in its own words; the flow checks again in its transaction.
        const build = await describeBuild(context.db, parts);
        if (build.missing.length) {
          return data<ActionData>(
            { message: t('pc.missing', { slots: build.missing.map((key) => t(slotLabel(key))).join(', ') }) },
            { status: 400 },
          );
        }
        const out = build.items.filter((item) => item.product.countInStock <= 0);
        if (out.length)
          return data<ActionData>(
            { message: t('pc.outOfStock', { names: out.map((item) => item.product.name).join(', ') }) },
            { status: 409 },
          );
        await context.writeCart((owner) => addBuildToCart(context.db, owner, parts));
        return redirect('/cart');
      }
      case 'save': {
        const user = requireUser(request, context);
        const saved = await saveBuild(context.db, user.id, { name: input.name, parts });
        return data<ActionData>({ saved: saved.name });
      }
      case 'delete-build': {
        const user = requireUser(request, context);
        await deleteSavedBuild(context.db, user.id, input.buildId);
        return redirect('/profile');
      }
      case 'quote': {
        const quote = await createQuote(context.db, parts, context.user?.id ?? null);
        return redirect(`/PcBuilderQuote/${quote.id}`);
      }
    }
  } catch (error) {
    return failure(request, error, form.values);
  }
}

export default function PcBuilder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const { build, hide, signedIn, shareUrl } = loaderData;
  const result = actionData as ActionData | undefined;
  const groups = [
    { key: 'core' as const, title: t('pc.core') },
    { key: 'peripherals' as const, title: t('pc.peripherals') },
  ];
  const problems = build.conflicts.filter((c) => c.kind === 'incompatible').length;
  return (
    <section className="pc-builder">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('pc.title')}</h1>
          <p className="text-slate-600 print:hidden">{t('pc.intro')}</p>
        </div>
        <dl className="flex gap-4 text-right" aria-live="polite">
          <div className="rounded border border-slate-200 bg-white px-3 py-2">
            <dt className="text-xs text-slate-600">{t('pc.wattage')}</dt>
            <dd className="text-lg font-bold" data-testid="pc-wattage">
              {t('pc.watts', { watts: build.wattage })}
            </dd>
          </div>
          <div className="rounded border border-brand-200 bg-brand-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{t('pc.total')}</dt>
            <dd className="text-lg font-bold text-brand-700" data-testid="pc-total">
              {n.taka(build.totalPrice)}
            </dd>
            <dd className="text-xs" data-testid="pc-count">
              {t('pc.items', { count: build.itemCount })}
            </dd>
          </div>
        </dl>
      </div>

      {result && 'message' in result && <Alert tone="danger">{result.message}</Alert>}
      {result && 'saved' in result && <Alert tone="success">{t('pc.saved', { name: result.saved })}</Alert>}
      {build.itemCount > 0 && (
        <div className="print:hidden">
          {problems > 0 ? (
            <Alert tone="danger">{t('pc.conflicts', { count: problems })}</Alert>
          ) : (
            <Alert tone="success">{t('pc.compatible')}</Alert>
          )}
        </div>
      )}

      <BuildActions build={build} signedIn={signedIn} shareUrl={shareUrl} hide={hide} />

      {groups.map((group) => {
        const slots = SLOTS.filter(
          (s) => s.group === group.key && (!hide || build.parts[s.key] || build.unavailable.some((u) => u.slot === s.key)),
        );
        if (slots.length === 0) return null;
        return (
          <div key={group.key} className="mt-6">
            <h2 className="mb-2 bg-slate-100 px-3 py-2 text-lg font-semibold">{group.title}</h2>
            <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
              {slots.map((slot) => (
                <SlotRow key={slot.key} slot={slot} build={build} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

function SlotRow({ slot, build }: { slot: Slot; build: Build }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const item = build.items.find((i) => i.slot === slot.key);
  const gone = build.unavailable.find((u) => u.slot === slot.key);
  const conflicts = build.conflicts.filter((c) => c.slots.includes(slot.key));
  const label = t(slotLabel(slot.key));
  const chooseHref = `/PcBuilderChooseScreen?component=${slot.key}`;
  return (
    <li className="p-3" data-testid={`slot-${slot.key}`} aria-label={label}>
      <div className="flex flex-wrap items-center gap-3">
        <div className="w-36 shrink-0">
          <p className="font-semibold">{label}</p>
          {slot.required && <p className="text-xs font-semibold text-red-700">{t('pc.required')}</p>}
        </div>
        {item ? (
          <>
            {item.product.image ? (
              <img src={item.product.image} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 object-contain" />
            ) : (
              <span className="h-14 w-14 rounded bg-slate-100" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1">
              <Link to={`/product/${item.product.slug}`} className="font-medium text-brand-700 hover:underline">
                {item.product.name}
              </Link>
              {item.product.countInStock <= 0 && (
                <p className="text-sm text-amber-800">{t(`pc.avail.${item.product.availability === 'pre_order' ? 8 : 9}`)}</p>
              )}
            </div>
            <div className="whitespace-nowrap">
              <Price price={item.product.price} salePrice={item.product.salePrice} />
            </div>
            <div className="flex gap-2 print:hidden">
              <Link
                to={chooseHref}
                className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100"
                aria-label={t('pc.changeSlot', { slot: label })}
              >
                {t('pc.change')}
              </Link>
              <Form method="post" action="/PcBuilderScreen">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="slot" value={slot.key} />
                <button
                  type="submit"
                  disabled={busy}
                  aria-label={t('pc.removeSlot', { slot: label })}
                  className="rounded border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
                >
                  {t('pc.remove')}
                </button>
              </Form>
            </div>
          </>
        ) : (
          <>
            <p className="flex-1 text-sm text-slate-500">
              {gone && (gone.name ? t('pc.unavailableNamed', { name: gone.name }) : t('pc.unavailable'))}
            </p>
            <Link
              to={chooseHref}
              className="rounded bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 print:hidden"
              aria-label={t('pc.chooseSlot', { slot: label })}
            >
              {t('pc.choose')}
            </Link>
          </>
        )}
      </div>
      {conflicts.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm font-medium text-red-700" data-testid={`conflicts-${slot.key}`}>
          {conflicts.map((c) => (
            <li key={c.code}>
              <span aria-hidden="true">⚠ </span>
              <ConflictText conflict={c} />
            </li>
          ))}
        </ul>
      )}
      {slot.key === 'power-supply' && build.requiredPsuWattage > 0 && !item && (
        <p className="mt-1 text-sm text-slate-600 print:hidden">{t('pc.requiredPsu', { watts: build.requiredPsuWattage })}</p>
      )}
    </li>
  );
}
