import { RICH_TEXT_CLASS } from './rich-text-class.ts';

/** Rich text the server has sanitized (src/platform/rich-text.ts): a page body, an article. */
export function RichText({ html, lang }: { html: string; /** Set when the text is not in the page's language. */ lang?: string }) {
  return (
    <div
      lang={lang}
      className={`${RICH_TEXT_CLASS} [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_ol]:mb-3 [&_p]:mb-3 [&_ul]:mb-3`}
      // Sanitized before it was stored; the shop's facts were filled in escaped.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
