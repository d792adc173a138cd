import { useEffect, useRef, useState } from 'react';
import { Form, useLocation, useRouteLoaderData } from 'react-router';
import { localName, localNameLanguage } from '~/modules/catalog/constants.ts';
import type { SessionUser } from '~/modules/users/contracts.ts';
import { useHydrated } from '~/web/hooks/use-media.ts';
import { useNavigateInApp } from '~/web/hooks/use-navigate-in-app.ts';
import { useLangFor, useLanguage, useT } from '~/web/i18n/use-t.ts';
import { personalPart } from '~/web/personal.ts';
import type { MenuCategory, RootData } from '~/web/root-data.ts';
import { ADMIN_SCREENS } from './admin-screens.ts';
import { CartSummary } from './cart-summary.tsx';
import { CompareLink } from './compare-link.tsx';
import { HydrateLater } from './hydrate-later.tsx';
import { SearchBox } from './search-box.tsx';

const categoryHref = (slug: string) => `/category/${slug}/1`;

/**
 * Every link in the header is a plain anchor that this one handler navigates inside the app
 * (see useNavigateInApp): a router Link each made the menus and the visitor's part render and
 * hydrate slower (Links were a quarter of the time it took to render HeaderActions per request).
 */
export function Header({ categories, shopName }: { categories: MenuCategory[]; shopName: string }) {
  const t = useT();
  const navigateInApp = useNavigateInApp();
  return (
    <header className="bg-brand-900 text-white print:hidden" onClick={navigateInApp}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2 focus:text-black"
      >
        {t('shell.skipToContent')}
      </a>
      {/* On phones the search box takes a row of its own under the logo and menus. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:flex-nowrap sm:gap-x-3">
        <HydrateLater>
          <MobileMenu categories={categories} />
        </HydrateLater>
        <a href="/" className="shrink-0 text-2xl font-bold tracking-tight">
          {shopName}
        </a>
        <SearchBox />
        <HeaderActions />
      </div>
      <HydrateLater>
        <CategoryBar categories={categories} />
      </HydrateLater>
    </header>
  );
}

/**
 * The header's part that is the visitor's own: account and admin menus, cart and compare
 * counts. A shared page is rendered without it and has it filled in per request
 * (docs/decisions/030-shared-pages-with-personal-parts.md), so it reads nothing but the root's
 * personal data and the address, and its outer element is the one marked `header`.
 */
export function HeaderActions() {
  const t = useT();
  const user = useRouteLoaderData<RootData>('root')?.user ?? null;
  return (
    <div {...personalPart('header')} className="ml-auto flex flex-wrap items-center justify-end gap-1 sm:ml-0 sm:flex-nowrap">
      {user?.isAdmin && <AdminMenu />}
      <AccountMenu user={user} />
      <CartSummary />
      {/* Phones find it in the menu: the header row has no room for it. */}
      <a href="/PcBuilderScreen" className="hidden shrink-0 rounded px-2 py-1.5 text-sm hover:bg-white/10 sm:block">
        {t('pc.builderLink')}
      </a>
      <CompareLink />
      <LanguageSwitch />
    </div>
  );
}

type SubCategoryLinks = Record<string, { name: string; nameBn: string | null; slug: string }[]>;

/**
 * The desktop category bar. Its drop-downs list sub-categories, which every page would otherwise
 * carry in its HTML and root data: they load from /api/categories (cached by the server) the
 * first time a visitor points at or tabs into the bar. Before that, and before JavaScript, each
 * category links to its page, which lists its sub-categories.
 */
function CategoryBar({ categories }: { categories: MenuCategory[] }) {
  const t = useT();
  const language = useLanguage();
  const langFor = useLangFor();
  const [subCategories, setSubCategories] = useState<SubCategoryLinks | null>(null);
  const [loading, setLoading] = useState(false);
  const load = () => {
    if (loading) return;
    setLoading(true);
    fetch('/api/categories')
      .then((response) => (response.ok ? (response.json() as Promise<Array<{ slug: string; subCategories: SubCategoryLinks[string] }>>) : []))
      .then((tree) => setSubCategories(Object.fromEntries(tree.map((c) => [c.slug, c.subCategories]))))
      // A failed load leaves the plain category links; the next hover tries again.
      .catch(() => setLoading(false));
  };
  return (
    <nav
      aria-label={t('shell.categories')}
      className="hidden border-t border-white/10 bg-brand-700 lg:block"
      onPointerEnter={load}
      onFocus={load}
    >
      <ul className="mx-auto flex max-w-7xl flex-wrap px-2 text-sm">
        {categories.map((category, index) => {
          const subs = subCategories?.[category.slug] ?? [];
          return (
            <li key={category.slug} className="group relative">
              <a href={categoryHref(category.slug)} lang={langFor(category.languages.name)} className="block px-3 py-2 hover:bg-white/10 focus:bg-white/10">
                {category.name}
              </a>
              {subs.length > 0 && (
                // Hidden, not invisible, so closed menus take no room; those on the right half open leftwards.
                <ul
                  className={`absolute top-full z-20 hidden max-h-96 min-w-48 overflow-auto rounded-b bg-white py-1 text-slate-800 shadow-lg group-hover:block group-has-[:focus-visible]:block ${index < categories.length / 2 ? 'left-0' : 'right-0'}`}
                >
                  {subs.map((sub) => (
                    <li key={sub.slug}>
                      <a href={`/category/${category.slug}/${sub.slug}/1`} lang={langFor(localNameLanguage(sub, language))} className="block px-3 py-1.5 hover:bg-brand-50">
                        {localName(sub, language)}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const menuPanel = 'absolute right-0 top-full z-30 mt-1 min-w-44 rounded bg-white py-1 text-slate-800 shadow-lg';
const menuItem = 'block w-full px-4 py-2 text-left text-sm hover:bg-brand-50';

/** A drop-down on a native disclosure: opens before JavaScript loads; closes when an item is chosen. */
function Menu({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded px-2 py-1.5 text-sm whitespace-nowrap hover:bg-white/10">
        {label} ▾
      </summary>
      <div
        className={menuPanel}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a,button')) event.currentTarget.parentElement?.removeAttribute('open');
        }}
      >
        {children}
      </div>
    </details>
  );
}

function AccountMenu({ user }: { user: SessionUser | null }) {
  const t = useT();
  const location = useLocation();
  if (!user) {
    const back =
      location.pathname === '/' || location.pathname === '/login' || location.pathname === '/register'
        ? ''
        : `?redirect=${encodeURIComponent(location.pathname + location.search)}`;
    return (
      <div className="flex shrink-0 gap-1 text-sm">
        <a href={`/login${back}`} className="rounded px-2 py-1.5 hover:bg-white/10">
          {t('account.login')}
        </a>
        <a href={`/register${back}`} className="rounded px-2 py-1.5 hover:bg-white/10">
          {t('account.register')}
        </a>
      </div>
    );
  }
  return (
    <Menu label={user.name}>
      <a href="/profile" className={menuItem}>
        {t('account.profile')}
      </a>
      <Form method="post" action="/logout">
        <button type="submit" className={menuItem}>
          {t('account.logout')}
        </button>
      </Form>
    </Menu>
  );
}

function AdminMenu() {
  const t = useT();
  return (
    <Menu label={t('admin.panel')}>
      {ADMIN_SCREENS.map((screen) => (
        <a key={screen.to} href={screen.to} className={menuItem}>
          {t(screen.label)}
        </a>
      ))}
    </Menu>
  );
}

function LanguageSwitch() {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  return (
    <Form method="post" action="/set-language" reloadDocument>
      <input type="hidden" name="language" value={language === 'en' ? 'bn' : 'en'} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="rounded border border-white/40 px-3 py-1.5 text-sm hover:bg-white/10">
        {/* The name a screen reader hears holds the visible text: "Language: বাংলা". */}
        <span className="sr-only">{t('shell.language')}: </span>
        {/* The name of the other language, written in it. */}
        <span lang={language === 'en' ? 'bn' : 'en'}>{t('shell.switchTo')}</span>
      </button>
    </Form>
  );
}

/**
 * The mobile side menu: a native disclosure, so it opens before JavaScript loads. Once the page
 * is live it also closes with its close button, Escape or a tap outside, keeps the keyboard's
 * focus inside while open, and gives it back to the Menu button when it closes.
 */
function MobileMenu({ categories }: { categories: MenuCategory[] }) {
  const t = useT();
  const langFor = useLangFor();
  const hydrated = useHydrated();
  const menu = useRef<HTMLDetailsElement>(null);
  const panel = useRef<HTMLElement>(null);
  const close = () => {
    menu.current!.open = false;
    menu.current!.querySelector('summary')!.focus();
  };
  useEffect(() => {
    const details = menu.current!;
    const items = () => [...panel.current!.querySelectorAll<HTMLElement>('a, button')];
    const onToggle = () => {
      if (details.open) items()[0]?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (!details.open) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        const all = items();
        const edge = event.shiftKey ? all[0] : all.at(-1);
        if (document.activeElement === edge || !panel.current!.contains(document.activeElement)) {
          event.preventDefault();
          (event.shiftKey ? all.at(-1) : all[0])?.focus();
        }
      }
    };
    // A tap on the header outside the menu; the dimmed page closes it on its own click. (Closing
    // the disclosure under a pointer pressed on its own content crashes Chromium 156's renderer.)
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    details.addEventListener('toggle', onToggle);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      details.removeEventListener('toggle', onToggle);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);
  return (
    <details ref={menu} className="group lg:hidden">
      <summary className="flex min-h-9 cursor-pointer list-none items-center rounded border border-white/40 px-3 text-sm">{t('shell.menu')}</summary>
      {/* Dims the page behind the open menu; a tap on it closes the menu. */}
      <div aria-hidden="true" onClick={close} className="fixed inset-x-0 bottom-0 top-16 z-20 bg-black/40" />
      <nav
        ref={panel}
        aria-label={t('shell.categories')}
        className="fixed bottom-0 left-0 top-16 z-30 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 text-slate-900 shadow-xl"
        // A client-side navigation keeps the page, so close the menu when a link is followed.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) event.currentTarget.parentElement?.removeAttribute('open');
        }}
      >
        {hydrated && (
          <button
            type="button"
            onClick={close}
            className="float-right -mt-1 flex h-10 w-10 items-center justify-center rounded text-2xl leading-none hover:bg-slate-100"
            aria-label={t('shell.closeMenu')}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <a href="/PcBuilderScreen" className="mb-3 block rounded bg-brand-50 px-2 py-2 font-semibold text-brand-700">
          {t('pc.builderLink')}
        </a>
        <p className="mb-2 font-semibold">{t('shell.categories')}</p>
        <ul className="space-y-1">
          {categories.map((category) => (
            <li key={category.slug}>
              <a href={categoryHref(category.slug)} lang={langFor(category.languages.name)} className="block rounded px-2 py-2 hover:bg-brand-50">
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
