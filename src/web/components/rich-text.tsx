/** Rich text the server has sanitized (src/platform/rich-text.ts): a page body, an article. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`max-w-none leading-relaxed [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // Sanitized before it was stored; the shop's facts were filled in escaped.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
