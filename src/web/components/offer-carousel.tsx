import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Offer } from '~/modules/merchandising/contracts.ts';
import type { TextLanguages } from '~/platform/local-text.ts';
import { useLangFor, useT } from '~/web/i18n/use-t.ts';
import { useHydrated, usePrefersReducedMotion } from '~/web/hooks/use-media.ts';

/** How long an offer stays before the next one slides in. */
export const SLIDE_INTERVAL_MS = 6000;

/**
 * The home page's offers. Before JavaScript (and for swiping on touch screens) it is a plain
 * horizontally scrolling list of banners that snaps to one banner at a time; once hydrated it
 * gains previous/next, one button per offer, a pause button and autoplay. Autoplay pauses on
 * hover and focus and never runs under prefers-reduced-motion.
 */
export function OfferCarousel({ offers }: { offers: (Offer & TextLanguages<'title' | 'description'>)[] }) {
  const t = useT();
  const langFor = useLangFor();
  const trackRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = offers.length;
  const autoplay = hydrated && count > 1 && !stopped && !reducedMotion;
  const running = autoplay && !hovered && !focused;

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track) return;
      const target = (index + count) % count;
      track.scrollTo({ left: target * track.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
      setCurrent(target);
    },
    [count, reducedMotion],
  );

  // Swipes and scrolls move the track by themselves: follow them once a scroll comes to rest
  // (not on every frame, which would re-render throughout a smooth scroll).
  const onScrollEnd = () => {
    const track = trackRef.current;
    if (track && track.clientWidth) setCurrent(Math.round(track.scrollLeft / track.clientWidth));
  };

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => goTo(current + 1), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [running, current, goTo]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') goTo(current + 1);
    else if (event.key === 'ArrowLeft') goTo(current - 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;
  const controlClass =
    'rounded-full bg-white/90 px-3 py-1.5 text-sm font-semibold text-slate-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-amber-400';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.offers')}
      className="relative mb-6"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={hydrated ? onKeyDown : undefined}
    >
      <div
        ref={trackRef}
        onScrollEnd={hydrated ? onScrollEnd : undefined}
        aria-live={running ? 'off' : 'polite'}
        // Keyboard users can scroll the list before JavaScript loads.
        tabIndex={hydrated ? undefined : 0}
        className={`flex snap-x snap-mandatory overflow-x-auto rounded-lg ${hydrated ? '[scrollbar-width:none]' : ''}`}
      >
        {offers.map((offer, index) => (
          <div
            key={offer.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { n: index + 1, count })}
            className="relative flex w-full shrink-0 snap-start flex-col overflow-hidden bg-brand-900"
          >
            {offer.imageUrl ? (
              <img
                src={offer.imageUrl}
                alt=""
                width={1200}
                height={400}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="aspect-[3/1] w-full object-cover object-right sm:aspect-auto sm:h-64 md:h-auto md:max-h-80"
              />
            ) : (
              <div className="aspect-[3/1] w-full bg-gradient-to-r from-brand-900 to-brand-600 sm:aspect-auto sm:h-64 md:h-80" />
            )}
            {/* Under the banner on phones, over its calm left part on wider screens. */}
            <div className="flex flex-1 flex-col justify-center px-4 pb-14 pt-3 text-white sm:absolute sm:inset-y-0 sm:left-0 sm:w-3/5 sm:p-10">
              <h2 lang={langFor(offer.languages.title)} className="text-xl font-bold sm:text-3xl">
                {offer.title}
              </h2>
              {offer.description && (
                <p lang={langFor(offer.languages.description)} className="mt-2 max-w-prose text-sm sm:text-base">
                  {offer.description}
                </p>
              )}
            </div>
          </div>
        ))}
      </div>
      {hydrated && count > 1 && (
        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2 px-3">
          <button type="button" className={controlClass} onClick={() => goTo(current - 1)} aria-label={t('carousel.previous')}>
            ‹
          </button>
          <ul className="flex gap-0.5">
            {offers.map((offer, index) => (
              <li key={offer.id}>
                <button
                  type="button"
                  onClick={() => goTo(index)}
                  aria-label={t('carousel.show', { n: index + 1, title: offer.title })}
                  aria-current={index === current ? 'true' : undefined}
                  // A 24 px target around a 12 px dot: big enough for a thumb.
                  className="flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-amber-400"
                >
                  <span
                    className={`block h-3 w-3 rounded-full border border-white ${index === current ? 'bg-white' : 'bg-white/30'}`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={controlClass} onClick={() => goTo(current + 1)} aria-label={t('carousel.next')}>
            ›
          </button>
          {!reducedMotion && (
            <button type="button" className={controlClass} onClick={() => setStopped((s) => !s)}>
              {stopped ? t('carousel.play') : t('carousel.pause')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
