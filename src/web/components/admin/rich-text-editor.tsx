import { useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '~/web/components/field.tsx';
import { RICH_TEXT_CLASS } from '~/web/components/rich-text-class.ts';
import { FONT_FAMILIES } from '~/modules/catalog/constants.ts';
import type { MessageKey } from '~/web/i18n/messages.ts';
import { useT } from '~/web/i18n/use-t.ts';
import type { Editor } from './rich-text-setup.ts';

// docs/requirements/core-shop.md §2, Admin Edit Product: the description toolbar.
export const FONT_SIZES = ['12px', '14px', '16px', '18px', '20px', '24px'] as const;
export const SYMBOLS = ['৳', '©', '®', '™', '°', '±', '×', '÷', '€', '£', '¥', '§', '¶', '•', '…', '–', '—', '←', '→', '✓'] as const;
const MAX_TABLE_SIZE = 20;
// The schemes the sanitizer keeps on links (src/platform/rich-text.ts).
const LINK_URL = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*)$/i;

type Panel = 'link' | 'table' | 'symbol' | null;
interface Toggle {
  label: MessageKey;
  glyph: string;
  glyphClass?: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  enabled?: (editor: Editor) => boolean;
}

const TOGGLES: Toggle[][] = [
  [
    { label: 'editor.undo', glyph: '↶', run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
    { label: 'editor.redo', glyph: '↷', run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
  ],
  [
    { label: 'editor.bold', glyph: 'B', glyphClass: 'font-bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
    { label: 'editor.italic', glyph: 'I', glyphClass: 'italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
    { label: 'editor.underline', glyph: 'U', glyphClass: 'underline', active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
    { label: 'editor.strike', glyph: 'S', glyphClass: 'line-through', active: (e) => e.isActive('strike'), run: (e) => e.chain().focus().toggleStrike().run() },
    { label: 'editor.superscript', glyph: 'x²', active: (e) => e.isActive('superscript'), run: (e) => e.chain().focus().toggleSuperscript().run() },
    { label: 'editor.subscript', glyph: 'x₂', active: (e) => e.isActive('subscript'), run: (e) => e.chain().focus().toggleSubscript().run() },
  ],
  [
    { label: 'editor.alignLeft', glyph: '⇤', active: (e) => e.isActive({ textAlign: 'left' }), run: (e) => e.chain().focus().setTextAlign('left').run() },
    { label: 'editor.alignCenter', glyph: '↔', active: (e) => e.isActive({ textAlign: 'center' }), run: (e) => e.chain().focus().setTextAlign('center').run() },
    { label: 'editor.alignRight', glyph: '⇥', active: (e) => e.isActive({ textAlign: 'right' }), run: (e) => e.chain().focus().setTextAlign('right').run() },
  ],
  [
    { label: 'editor.bulletList', glyph: '•≡', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
    { label: 'editor.blockquote', glyph: '❝', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
    { label: 'editor.horizontalRule', glyph: '―', run: (e) => e.chain().focus().setHorizontalRule().run() },
  ],
];

const TABLE_ACTIONS: Toggle[] = [
  { label: 'editor.addRow', glyph: '+▤', run: (e) => e.chain().focus().addRowAfter().run() },
  { label: 'editor.addColumn', glyph: '+▥', run: (e) => e.chain().focus().addColumnAfter().run() },
  { label: 'editor.deleteRow', glyph: '−▤', run: (e) => e.chain().focus().deleteRow().run() },
  { label: 'editor.deleteColumn', glyph: '−▥', run: (e) => e.chain().focus().deleteColumn().run() },
  { label: 'editor.deleteTable', glyph: '✕▦', run: (e) => e.chain().focus().deleteTable().run() },
];

const BUTTON = 'min-w-8 rounded border px-2 py-1 text-sm disabled:opacity-40';
const pressedClass = (on: boolean) => (on ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white hover:bg-slate-100');

/**
 * A rich-text form field (admin screens only): a Tiptap editor with the spec's toolbar whose
 * HTML travels in a hidden input named `name`, so the form posts as any other. Before the editor
 * has loaded (or without JavaScript) the field is a plain textarea of HTML. The server always
 * re-sanitizes what arrives (`sanitizeRichText`); the editor is a convenience, not a guard.
 */
export function RichTextEditor({ name, label, defaultValue = '', error }: { name: string; label: string; defaultValue?: string; error?: string }) {
  const t = useT();
  const id = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const fallbackRef = useRef<HTMLTextAreaElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [html, setHtml] = useState(defaultValue);
  const [, setVersion] = useState(0);
  const [panel, setPanel] = useState<Panel>(null);

  useEffect(() => {
    let cancelled = false;
    let created: Editor | null = null;
    void import('./rich-text-setup.ts').then(({ createRichTextEditor }) => {
      if (cancelled || !mountRef.current) return;
      const content = fallbackRef.current?.value ?? defaultValue;
      created = createRichTextEditor({
        element: mountRef.current,
        content,
        labelledBy: `${id}-label`,
        onUpdate: setHtml,
        onTransaction: () => setVersion((v) => v + 1),
      });
      setHtml(created.isEmpty ? '' : created.getHTML());
      setEditor(created);
    });
    return () => {
      cancelled = true;
      created?.destroy();
    };
    // The editor is created once per mounted field; later defaultValue changes are not its input.
  }, []);

  const errorId = `${id}-error`;
  return (
    <div className="mb-4">
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium">
        {label}
      </span>
      {editor ? (
        <input type="hidden" name={name} value={html} />
      ) : (
        <>
          <textarea
            ref={fallbackRef}
            name={name}
            aria-labelledby={`${id}-label`}
            defaultValue={defaultValue}
            rows={8}
            className="w-full rounded border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
          />
          <p className="text-xs text-slate-500">{t('editor.loading')}</p>
        </>
      )}
      <div className={`rounded border bg-white ${error ? 'border-red-600' : 'border-slate-300'} ${editor ? '' : 'hidden'}`} aria-describedby={error ? errorId : undefined}>
        {editor && <Toolbar editor={editor} panel={panel} setPanel={setPanel} />}
        <div ref={mountRef} className={`${RICH_TEXT_CLASS} [&_table]:my-2 [&_td]:min-w-12 [&_th]:min-w-12 [&_th]:bg-slate-50`} />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function Toolbar({ editor, panel, setPanel }: { editor: Editor; panel: Panel; setPanel: (panel: Panel) => void }) {
  const t = useT();
  const style = editor.getAttributes('textStyle') as { color?: string; backgroundColor?: string; fontSize?: string; fontFamily?: string };
  const toggle = (next: Panel) => setPanel(panel === next ? null : next);
  const button = (item: Toggle) => {
    const active = item.active?.(editor);
    return (
      <button
        key={item.label}
        type="button"
        aria-label={t(item.label)}
        title={t(item.label)}
        aria-pressed={item.active ? active : undefined}
        disabled={item.enabled ? !item.enabled(editor) : false}
        // Pressing a button must not take the focus (and the selection) from the text.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => item.run(editor)}
        className={`${BUTTON} ${pressedClass(Boolean(active))}`}
      >
        <span aria-hidden="true" className={item.glyphClass}>
          {item.glyph}
        </span>
      </button>
    );
  };
  return (
    <div className="border-b border-slate-200 bg-slate-50 p-2">
      <div role="toolbar" aria-label={t('editor.toolbar')} className="flex flex-wrap items-center gap-1">
        {TOGGLES.map((group, index) => (
          <div key={index} className="flex gap-1 border-r border-slate-200 pr-1">
            {group.map(button)}
          </div>
        ))}
        <label className="flex items-center gap-1 text-xs" title={t('editor.textColour')}>
          <span>{t('editor.textColour')}</span>
          <input type="color" aria-label={t('editor.textColour')} value={style.color && /^#[0-9a-f]{6}$/i.test(style.color) ? style.color : '#000000'} onChange={(e) => editor.chain().focus().setColor(e.target.value).run()} className="h-7 w-8" />
        </label>
        <label className="flex items-center gap-1 text-xs" title={t('editor.backgroundColour')}>
          <span>{t('editor.backgroundColour')}</span>
          <input
            type="color"
            aria-label={t('editor.backgroundColour')}
            value={style.backgroundColor && /^#[0-9a-f]{6}$/i.test(style.backgroundColor) ? style.backgroundColor : '#ffffff'}
            onChange={(e) => editor.chain().focus().setBackgroundColor(e.target.value).run()}
            className="h-7 w-8"
          />
        </label>
        <label className="flex items-center gap-1 text-xs">
          <span>{t('editor.fontSize')}</span>
          <select
            aria-label={t('editor.fontSize')}
            value={style.fontSize ?? ''}
            onChange={(e) => (e.target.value ? editor.chain().focus().setFontSize(e.target.value).run() : editor.chain().focus().unsetFontSize().run())}
            className="rounded border border-slate-300 bg-white px-1 py-1 text-sm"
          >
            <option value="">{t('editor.default')}</option>
            {FONT_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-1 text-xs">
          <span>{t('editor.fontFamily')}</span>
          <select
            aria-label={t('editor.fontFamily')}
            value={style.fontFamily ?? ''}
            onChange={(e) => (e.target.value ? editor.chain().focus().setFontFamily(e.target.value).run() : editor.chain().focus().unsetFontFamily().run())}
            className="rounded border border-slate-300 bg-white px-1 py-1 text-sm"
          >
            <option value="">{t('editor.default')}</option>
            {FONT_FAMILIES.map((font) => (
              <option key={font} value={font} style={{ fontFamily: font }}>
                {font}
              </option>
            ))}
          </select>
        </label>
        <button type="button" aria-expanded={panel === 'link'} onClick={() => toggle('link')} className={`${BUTTON} ${pressedClass(editor.isActive('link'))}`}>
          {t('editor.addLink')}
        </button>
        <button type="button" aria-expanded={panel === 'symbol'} onClick={() => toggle('symbol')} className={`${BUTTON} ${pressedClass(false)}`}>
          {t('editor.symbol')}
        </button>
        <button type="button" aria-expanded={panel === 'table'} onClick={() => toggle('table')} className={`${BUTTON} ${pressedClass(false)}`}>
          {t('editor.table')}
        </button>
        {editor.isActive('table') && <div className="flex gap-1">{TABLE_ACTIONS.map(button)}</div>}
      </div>
      {panel === 'link' && <LinkPanel editor={editor} close={() => setPanel(null)} />}
      {panel === 'table' && <TablePanel editor={editor} close={() => setPanel(null)} />}
      {panel === 'symbol' && (
        <div role="group" aria-label={t('editor.symbol')} className="mt-2 flex flex-wrap gap-1">
          {SYMBOLS.map((symbol) => (
            <button
              key={symbol}
              type="button"
              aria-label={t('editor.insertSymbol', { symbol })}
              onClick={() => {
                editor.chain().focus().insertContent(symbol).run();
                setPanel(null);
              }}
              className={`${BUTTON} ${pressedClass(false)}`}
            >
              {symbol}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Enter inside a panel runs its action (inserts the link or table); it must not submit the surrounding form. */
const enterRuns = (action: () => void) => (event: React.KeyboardEvent) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    action();
  }
};

/** Add Link asks for the address and the text; the link opens in a new tab. */
function LinkPanel({ editor, close }: { editor: Editor; close: () => void }) {
  const t = useT();
  const { from, to } = editor.state.selection;
  const selected = editor.state.doc.textBetween(from, to, ' ');
  const [url, setUrl] = useState((editor.getAttributes('link') as { href?: string }).href ?? '');
  const [text, setText] = useState(selected);
  const [invalid, setInvalid] = useState(false);
  const insert = () => {
    const href = url.trim();
    if (!LINK_URL.test(href)) return setInvalid(true);
    const label = text.trim() || href;
    const chain = editor.chain().focus();
    if (from !== to && label === selected) chain.extendMarkRange('link').setLink({ href, target: '_blank' }).run();
    else chain.insertContent({ type: 'text', text: label, marks: [{ type: 'link', attrs: { href, target: '_blank' } }] }).run();
    close();
  };
  const onKeyDown = enterRuns(insert);
  return (
    <div role="group" aria-label={t('editor.addLink')} className="mt-2 flex flex-wrap items-end gap-2">
      <label className="text-xs">
        <span className="block">{t('editor.linkUrl')}</span>
        <input
          type="url"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={invalid || undefined}
          placeholder="https://"
          className="rounded border border-slate-300 px-2 py-1 text-sm"
        />
      </label>
      <label className="text-xs">
        <span className="block">{t('editor.linkText')}</span>
        <input value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} className="rounded border border-slate-300 px-2 py-1 text-sm" />
      </label>
      <button type="button" onClick={insert} className={`${BUTTON} ${pressedClass(false)}`}>
        {t('editor.insertLink')}
      </button>
      {editor.isActive('link') && (
        <button
          type="button"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            close();
          }}
          className={`${BUTTON} ${pressedClass(false)}`}
        >
          {t('editor.removeLink')}
        </button>
      )}
      <button type="button" onClick={close} className={`${BUTTON} ${pressedClass(false)}`}>
        {t('admin.cancel')}
      </button>
      {invalid && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t('editor.invalidUrl')}
        </p>
      )}
    </div>
  );
}

/** Table asks for the number of rows and columns; the first row is the header. */
function TablePanel({ editor, close }: { editor: Editor; close: () => void }) {
  const t = useT();
  const [rows, setRows] = useState(3);
  const [cols, setCols] = useState(3);
  const clamp = (value: number) => Math.min(MAX_TABLE_SIZE, Math.max(1, Math.trunc(value) || 1));
  const insert = () => {
    editor.chain().focus().insertTable({ rows: clamp(rows), cols: clamp(cols), withHeaderRow: true }).run();
    close();
  };
  const onKeyDown = enterRuns(insert);
  return (
    <div role="group" aria-label={t('editor.table')} className="mt-2 flex flex-wrap items-end gap-2">
      <label className="text-xs">
        <span className="block">{t('editor.rows')}</span>
        <input type="number" min={1} max={MAX_TABLE_SIZE} value={rows} onChange={(e) => setRows(Number(e.target.value))} onKeyDown={onKeyDown} className="w-20 rounded border border-slate-300 px-2 py-1 text-sm" />
      </label>
      <label className="text-xs">
        <span className="block">{t('editor.columns')}</span>
        <input type="number" min={1} max={MAX_TABLE_SIZE} value={cols} onChange={(e) => setCols(Number(e.target.value))} onKeyDown={onKeyDown} className="w-20 rounded border border-slate-300 px-2 py-1 text-sm" />
      </label>
      <button type="button" onClick={insert} className={`${BUTTON} ${pressedClass(false)}`}>
        {t('editor.insertTable')}
      </button>
      <button type="button" onClick={close} className={`${BUTTON} ${pressedClass(false)}`}>
        {t('admin.cancel')}
      </button>
    </div>
  );
}
