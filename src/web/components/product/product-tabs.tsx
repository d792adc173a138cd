import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useHydrated } from '~/web/hooks/use-media.ts';
import type { MessageKey } from '~/web/i18n/messages.ts';
import { useT } from '~/web/i18n/use-t.ts';

export const TABS = ['specification', 'reviews'] as const;
export type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, MessageKey> = { specification: 'product.specification', reviews: 'product.reviewsTab' };

/**
 * Accessible tabs that work before JavaScript: each tab is a link to `?tab=…` and the server
 * renders the chosen panel. Once hydrated, tabs switch in place (the address follows, without
 * reloading data) and the arrow keys, Home and End move between them.
 */
export function ProductTabs({ active, onChange, children }: { active: Tab; onChange: (tab: Tab) => void; children: Record<Tab, React.ReactNode> }) {
  const t = useT();
  const hydrated = useHydrated();
  const refs = useRef<Partial<Record<Tab, HTMLAnchorElement | null>>>({});
  const onClick = (event: MouseEvent, tab: Tab) => {
    event.preventDefault();
    onChange(tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(active);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length];
    onChange(tab);
    refs.current[tab]?.focus();
  };
  return (
    <section id="product-tabs" className="mt-10">
      <div role="tablist" aria-label={t('product.tabs')} className="flex gap-1 border-b border-slate-300" onKeyDown={hydrated ? onKeyDown : undefined}>
        {TABS.map((tab) => (
          <a
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            role="tab"
            id={`tab-${tab}`}
            href={`?tab=${tab}#product-tabs`}
            aria-selected={active === tab}
            aria-controls={`panel-${tab}`}
            // Roving focus once the arrow keys work; before that both tabs are reachable with Tab.
            tabIndex={hydrated && active !== tab ? -1 : 0}
            onClick={(event) => onClick(event, tab)}
            className={`-mb-px rounded-t border px-4 py-2 font-semibold ${
              active === tab ? 'border-slate-300 border-b-slate-50 bg-slate-50 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(TAB_LABEL[tab])}
          </a>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab} role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} hidden={active !== tab} tabIndex={0} className="py-5">
          {children[tab]}
        </div>
      ))}
    </section>
  );
}
