import { useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { localName, localNameLanguage, MAX_KEYWORD_LENGTH, MIN_SUGGEST_LENGTH } from '~/modules/catalog/constants.ts';
import { mediaVariantUrl } from '~/modules/media/constants.ts';
import { useLangFor, useLanguage, useNumerals, useT } from '~/web/i18n/use-t.ts';
import { SearchInput } from './search-input.tsx';

/** Wait this long after the last key before asking for suggestions: one request per pause, not per key. */
const SUGGEST_DELAY_MS = 200;

/** What `GET /api/search/suggest` answers (prices in taka). */
interface Suggestions {
  products: { _id: string; slug: string; name: string; image: string; salePrice: number }[];
  categories: { name: string; nameBn: string | null; slug: string }[];
}

/**
 * The header's search: a plain GET form to /search (it works before and without JavaScript),
 * and once the page has hydrated, suggestions as the shopper types (docs/decisions/004):
 * products with picture and price, and categories, in a list under the box that overlays the
 * page (it moves nothing). Keyboard: ↓/↑ move through the suggestions (the box keeps the focus
 * and names the active one), Enter follows it, Escape closes the list; Enter with none active
 * submits the search.
 */
export function SearchBox() {
  const t = useT();
  const n = useNumerals();
  const language = useLanguage();
  const langFor = useLangFor();
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const [found, setFound] = useState<{ q: string; suggestions: Suggestions } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef('');

  // A followed suggestion or a new page closes the list.
  useEffect(() => {
    setOpen(false);
    setActive(-1);
  }, [location.pathname]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const links = found
    ? [
        ...found.suggestions.products.map((p) => ({ key: `p-${p._id}`, href: `/product/${p.slug}` })),
        ...found.suggestions.categories.map((c) => ({ key: `c-${c.slug}`, href: `/category/${c.slug}/1` })),
      ]
    : [];
  const shown = open && links.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const ask = (value: string) => {
    clearTimeout(timer.current);
    const q = value.trim();
    asked.current = q;
    if ([...q].length < MIN_SUGGEST_LENGTH) {
      setOpen(false);
      setFound(null);
      return;
    }
    timer.current = setTimeout(() => {
      fetch(`/api/search/suggest?q=${encodeURIComponent(q)}`)
        .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
        .then((suggestions) => {
          // Only the answer to what the box holds now; an older one arriving late is dropped.
          if (!suggestions || asked.current !== q) return;
          setFound({ q, suggestions });
          setActive(-1);
          setOpen(true);
        })
        // No suggestions then: the form still searches.
        .catch(() => undefined);
    }, SUGGEST_DELAY_MS);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (shown) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!links.length) return;
      event.preventDefault();
      setOpen(true);
      // From the box (-1) through each suggestion and back to the box.
      const last = links.length - 1;
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1));
    } else if (event.key === 'Enter' && shown && active >= 0 && active < links.length) {
      event.preventDefault();
      setOpen(false);
      navigate(links[active].href);
    }
  };

  let index = 0;
  return (
    <Form method="get" action="/search" role="search" className="relative order-last flex w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
      <SearchInput
        id="site-search"
        label={t('search.label')}
        name="keyword"
        maxLength={MAX_KEYWORD_LENGTH}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 && active < links.length ? optionId(active) : undefined}
        onChange={(event) => ask(event.currentTarget.value)}
        onFocus={() => found && setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full min-w-0 rounded-l bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500"
      />
      <button type="submit" className="rounded-r bg-amber-500 px-4 font-semibold text-slate-900 hover:bg-amber-400">
        {t('search.label')}
      </button>
      {/* Absolutely placed under the box: it covers the page instead of pushing it down. */}
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!shown}
        // Keeps the focus in the box while a suggestion is pressed, so the list stays until the click.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded bg-white py-1 text-slate-900 shadow-lg"
      >
        {found && found.suggestions.products.length > 0 && (
          <div role="group" aria-label={t('search.suggestedProducts')}>
            <p aria-hidden="true" className="px-3 pt-1 pb-0.5 text-xs font-semibold text-slate-500 uppercase">
              {t('search.suggestedProducts')}
            </p>
            {found.suggestions.products.map((product) => {
              const i = index++;
              return (
                <a
                  key={product._id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  tabIndex={-1}
                  href={`/product/${product.slug}`}
                  className={`flex items-center gap-3 px-3 py-2 hover:bg-brand-50 ${i === active ? 'bg-brand-50' : ''}`}
                >
                  {product.image ? (
                    <img src={mediaVariantUrl(product.image, '55x55')} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded object-contain" />
                  ) : (
                    <span className="block h-10 w-10 shrink-0 rounded bg-slate-100" />
                  )}
                  <span className="min-w-0 flex-1 truncate text-sm">{product.name}</span>
                  <span className="shrink-0 text-sm font-bold text-brand-700">{n.taka(Math.round(product.salePrice * 100))}</span>
                </a>
              );
            })}
          </div>
        )}
        {found && found.suggestions.categories.length > 0 && (
          <div role="group" aria-label={t('search.suggestedCategories')}>
            <p aria-hidden="true" className="px-3 pt-2 pb-0.5 text-xs font-semibold text-slate-500 uppercase">
              {t('search.suggestedCategories')}
            </p>
            {found.suggestions.categories.map((category) => {
              const i = index++;
              return (
                <a
                  key={category.slug}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  tabIndex={-1}
                  href={`/category/${category.slug}/1`}
                  lang={langFor(localNameLanguage(category, language))}
                  className={`block px-3 py-2 text-sm hover:bg-brand-50 ${i === active ? 'bg-brand-50' : ''}`}
                >
                  {localName(category, language)}
                </a>
              );
            })}
          </div>
        )}
      </div>
    </Form>
  );
}
