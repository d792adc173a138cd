import type { Notice } from '~/modules/merchandising/contracts.ts';
import type { TextLanguages } from '~/platform/local-text.ts';
import { useT } from '~/web/i18n/use-t.ts';
import { InLanguage } from './in-language.tsx';

// Roughly one character per 80 ms: long notices scroll no faster than short ones.
const secondsFor = (text: string) => Math.max(12, Math.round(text.length * 0.08) + 8);

/**
 * The scrolling notice line. The moving copy is decoration for sighted readers (aria-hidden);
 * screen readers get the text once. It pauses on hover and focus, and under
 * prefers-reduced-motion the line stands still and wraps instead.
 */
export function NoticeLine({ notice }: { notice: Notice & TextLanguages<'title' | 'description'> }) {
  const t = useT();
  const text = notice.description ? `${notice.title}: ${notice.description}` : notice.title;
  return (
    <section
      aria-label={t('home.notice')}
      tabIndex={0}
      className="group mb-6 flex items-stretch overflow-hidden rounded border border-amber-300 bg-amber-50 text-sm focus-visible:outline-2 focus-visible:outline-amber-500"
    >
      <span className="shrink-0 bg-amber-400 px-3 py-2 font-semibold text-slate-900">{t('home.notice')}</span>
      <p className="sr-only px-3 py-2 motion-reduce:not-sr-only">
        <NoticeText notice={notice} />
      </p>
      <div className="relative min-w-0 flex-1 overflow-hidden motion-reduce:hidden">
        <div
          aria-hidden="true"
          className="flex w-max animate-marquee py-2 group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]"
          style={{ animationDuration: `${secondsFor(text)}s` }}
        >
          <span className="whitespace-nowrap px-8">
            <NoticeText notice={notice} />
          </span>
          <span className="whitespace-nowrap px-8">
            <NoticeText notice={notice} />
          </span>
        </div>
      </div>
    </section>
  );
}

/** "Title: description", each part marked in its language. */
function NoticeText({ notice }: { notice: Notice & TextLanguages<'title' | 'description'> }) {
  return (
    <>
      <InLanguage language={notice.languages.title}>{notice.title}</InLanguage>
      {notice.description && (
        <>
          {': '}
          <InLanguage language={notice.languages.description}>{notice.description}</InLanguage>
        </>
      )}
    </>
  );
}
