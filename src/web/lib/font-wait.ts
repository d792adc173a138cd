/**
 * An inline script for the head of every page (docs/decisions/040-bengali-on-the-first-page.md):
 * it hides the page until the web font its language draws Bengali and ৳ with has loaded, both
 * weights (on Bengali pages both resolve to the one regular face), 3 s at most. A page is first painted in the shop's own fonts, never as empty boxes on
 * a machine without a Bengali font, and never reflows when a font comes late: past the 3 s the
 * page shows in the machine's fonts and keeps them (the web font is dropped from the stack).
 *
 * It runs after the stylesheet (an inline script waits for the stylesheets before it), so the
 * `@font-face` rules of `app.css` are known; Bengali pages preload their font file (root.tsx).
 */
export const FONT_WAIT_SCRIPT = `(() => {
  const family = document.documentElement.lang === 'bn' ? 'Noto Sans Bengali' : 'Haat Taka';
  const style = (css) => Object.assign(document.createElement('style'), { textContent: css });
  const hidden = document.head.appendChild(style('body{visibility:hidden}'));
  const loaded = Promise.all(['400', '700'].map((weight) => document.fonts.load(weight + ' 1em "' + family + '"', '\\u09F3'))).then(() => false, () => true);
  Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 3000, true))]).then((late) => {
    if (late) document.head.appendChild(style(':root:root{--font-sans:ui-sans-serif,system-ui,sans-serif}'));
    hidden.remove();
  });
})();`;
