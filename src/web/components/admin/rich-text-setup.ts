import { Editor } from '@tiptap/core';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { BackgroundColor, Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';

/**
 * The Tiptap editor behind RichTextEditor, in its own module so that the editor's code is
 * fetched only when an admin form mounts one (never part of a storefront page, nor rendered
 * on the server). Everything it produces is inside the allow-list of `sanitizeRichText`,
 * which the server applies again on every write.
 */
export function createRichTextEditor(options: { element: HTMLElement; content: string; labelledBy: string; onUpdate: (html: string) => void; onTransaction: () => void }): Editor {
  return new Editor({
    element: options.element,
    content: options.content,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: false,
          // Only the schemes the sanitizer keeps; anything else never becomes a link.
          isAllowedUri: (url) => /^(https?:\/\/|mailto:|tel:)/i.test(url),
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
        },
      }),
      Subscript,
      Superscript,
      TextStyle,
      Color,
      BackgroundColor,
      FontFamily,
      FontSize,
      TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': options.labelledBy, class: 'min-h-48 px-3 py-2 focus:outline-none' },
    },
    onUpdate: ({ editor }) => options.onUpdate(editor.isEmpty ? '' : editor.getHTML()),
    onTransaction: () => options.onTransaction(),
  });
}

export type { Editor };
