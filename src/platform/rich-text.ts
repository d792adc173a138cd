import sanitizeHtml from 'sanitize-html';

// What the admin's rich-text editor produces (docs/requirements/core-shop.md §2, Admin Edit Product): text styles,
// alignment, colours, sizes, fonts, links opening in a new tab, rules, tables, quotes, lists.
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]{3,20}$/i];
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'sup', 'sub', 'small', 'mark',
    'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'hr', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'a', 'img', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'font',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    font: ['color', 'size', 'face'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: COLOUR,
      'background-color': COLOUR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d{1,2}(\.\d+)?(px|pt|em|rem|%)$/],
      'font-family': [/^[\w\s"',-]{1,100}$/],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^(underline|line-through|none)(\s+(underline|line-through))?$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the shop's window to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer nofollow' } : { ...attribs, rel: attribs.rel ?? 'nofollow' },
    }),
  },
};

/**
 * Rich text (a product description, a content page, a blog post) made safe to render as HTML:
 * scripts, event handlers, `javascript:` links, frames, forms and unknown styles are removed;
 * the editor's formatting stays. The one allow-list of the shop: every writer of rich text
 * stores what this returns, and every page renders only that.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
