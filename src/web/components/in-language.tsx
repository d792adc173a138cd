import { useLangFor } from '~/web/i18n/use-t.ts';

/**
 * Text written in `language`, marked `lang` when that is not the page's (a Bengali page's English
 * fallback, ADR 039); unmarked text needs no element of its own. For an element that holds only
 * such text, set its `lang` with `useLangFor` instead.
 */
export function InLanguage({ language, children }: { language: string; children: React.ReactNode }) {
  const lang = useLangFor()(language);
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}
