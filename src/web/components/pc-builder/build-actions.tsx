import { useRef, useState } from 'react';
import { Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import type { Build } from '~/modules/pcbuilder/contracts.ts';
import { MAX_BUILD_NAME_LENGTH } from '~/modules/pcbuilder/constants.ts';
import { useHydrated } from '~/web/hooks/use-media.ts';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import type { RootData } from '~/web/root-data.ts';
import { drawBuildImage } from './build-image.ts';

const button = 'rounded border px-3 py-2 text-sm font-semibold disabled:opacity-50';

/**
 * The builder's actions: Add to Cart, Save PC, Print, Screenshot, Get a Quote; the share link;
 * Hide Unconfigured Components. The forms work before JavaScript; Print and Screenshot need it
 * (the browser's own print menu prints the same clean page without it).
 */
export function BuildActions({ build, signedIn, shareUrl, hide }: { build: Build; signedIn: boolean; shareUrl: string; hide: boolean }) {
  const t = useT();
  const n = useNumerals();
  const hydrated = useHydrated();
  const busy = useNavigation().state !== 'idle';
  const shopName = useRouteLoaderData<RootData>('root')?.settings.shopName ?? 'Haat';
  const hideForm = useRef<HTMLFormElement>(null);
  const [copied, setCopied] = useState(false);
  const empty = build.itemCount === 0;

  async function screenshot() {
    const family = getComputedStyle(document.body).fontFamily;
    const blob = await drawBuildImage(build, t, n, shopName, family);
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = t('pc.screenshotFile');
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  async function copy() {
    await navigator.clipboard?.writeText(shareUrl);
    setCopied(true);
  }

  return (
    <div className="space-y-3 print:hidden">
      <div role="toolbar" aria-label={t('pc.actions')} className="flex flex-wrap gap-2">
        <Form method="post" action="/PcBuilderScreen">
          <input type="hidden" name="intent" value="cart" />
          <button type="submit" disabled={busy || empty} className={`${button} border-brand-600 bg-brand-600 text-white hover:bg-brand-700`}>
            {t('pc.addToCart')}
          </button>
        </Form>
        <Form method="post" action="/PcBuilderScreen">
          <input type="hidden" name="intent" value="quote" />
          <button type="submit" disabled={busy || empty} className={`${button} border-slate-300 bg-white hover:bg-slate-100`}>
            {t('pc.getQuote')}
          </button>
        </Form>
        {hydrated && (
          <>
            <button type="button" onClick={() => window.print()} disabled={empty} className={`${button} border-slate-300 bg-white hover:bg-slate-100`}>
              {t('pc.print')}
            </button>
            <button type="button" onClick={() => void screenshot()} disabled={empty} className={`${button} border-slate-300 bg-white hover:bg-slate-100`}>
              {t('pc.screenshot')}
            </button>
          </>
        )}
        <Form method="post" action="/PcBuilderScreen">
          <input type="hidden" name="intent" value="clear" />
          <button type="submit" disabled={busy || empty} className={`${button} border-red-300 bg-white text-red-700 hover:bg-red-50`}>
            {t('pc.clear')}
          </button>
        </Form>
      </div>

      <div className="flex flex-wrap items-end gap-4">
        {signedIn ? (
          <Form method="post" action="/PcBuilderScreen" className="flex items-end gap-2">
            <input type="hidden" name="intent" value="save" />
            <label className="text-sm">
              <span className="block font-medium">{t('pc.buildName')}</span>
              <input name="name" required maxLength={MAX_BUILD_NAME_LENGTH} defaultValue={t('pc.defaultName')} className="rounded border border-slate-300 px-2 py-1.5" />
            </label>
            <button type="submit" disabled={busy || empty} className={`${button} border-slate-300 bg-white hover:bg-slate-100`}>
              {t('pc.savePc')}
            </button>
          </Form>
        ) : (
          <Link to="/login?redirect=%2FPcBuilderScreen" className="text-sm font-semibold text-brand-700 underline">
            {t('pc.loginToSave')}
          </Link>
        )}

        <Form method="get" action="/PcBuilderScreen" ref={hideForm} className="flex items-center gap-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="hide" value="1" defaultChecked={hide} onChange={hydrated ? () => hideForm.current?.requestSubmit() : undefined} />
            {t('pc.hideUnconfigured')}
          </label>
          {!hydrated && (
            <button type="submit" className="rounded border border-slate-300 px-2 py-1">
              {t('pc.apply')}
            </button>
          )}
        </Form>
      </div>

      {!empty && (
        <div className="text-sm">
          <label htmlFor="pc-share" className="block font-medium">
            {t('pc.share')}
          </label>
          <div className="flex max-w-2xl gap-2">
            <input id="pc-share" readOnly value={shareUrl} className="min-w-0 flex-1 rounded border border-slate-300 bg-slate-50 px-2 py-1.5" onFocus={(e) => e.currentTarget.select()} />
            {hydrated && (
              <button type="button" onClick={() => void copy()} className={`${button} border-slate-300 bg-white hover:bg-slate-100`}>
                {copied ? t('pc.copied') : t('pc.copy')}
              </button>
            )}
          </div>
          <p className="text-slate-600">{t('pc.shareHint')}</p>
        </div>
      )}
    </div>
  );
}
