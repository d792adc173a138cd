import { useId, useState } from 'react';
import { mediaVariantUrl } from '~/modules/media/constants.ts';
import { FieldError } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { uploadImage, UploadFailed } from './upload.ts';

/** Only pictures of this shop are shown as previews (the page loads nothing from elsewhere). */
export const isShopPicture = (url: string) => /^\/uploads\/[A-Za-z0-9/_.-]+$/.test(url) && !url.includes('..');

/**
 * A file chooser that uploads the chosen picture (spinner while it goes, the server's message
 * when it fails) and hands the stored address to `onUploaded`. Nothing else changes on failure.
 */
export function UploadButton({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return (
    <div className="mt-1">
      <label htmlFor={id} className="mr-2 text-sm">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        disabled={busy}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          setError('');
          try {
            onUploaded(await uploadImage(file, t('adminProduct.uploadFailed')));
          } catch (failure) {
            setError(failure instanceof UploadFailed ? failure.message : t('adminProduct.uploadFailed'));
          } finally {
            setBusy(false);
          }
        }}
        className="text-sm"
      />
      {busy && (
        <span role="status" className="ml-2 inline-flex items-center gap-1 text-sm text-slate-600">
          <span aria-hidden="true" className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
          {t('adminProduct.uploading')}
        </span>
      )}
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Image: an address field, a file chooser that fills it, and a preview. */
export function ImageField({ name, label, defaultValue, error }: { name: string; label: string; defaultValue: string; error?: string }) {
  const t = useT();
  const id = useId();
  const [url, setUrl] = useState(defaultValue);
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <input
            id={id}
            name={name}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`w-full rounded border bg-white px-3 py-2 ${error ? 'border-red-600' : 'border-slate-300'}`}
          />
          <UploadButton label={t('adminProduct.chooseFile')} onUploaded={setUrl} />
          <FieldError id={`${id}-error`} message={error} />
        </div>
        {isShopPicture(url) && <img src={mediaVariantUrl(url, '140x90')} alt={t('adminProduct.preview')} width={140} height={90} className="h-[90px] w-[140px] rounded border object-cover" />}
      </div>
    </div>
  );
}

/** Additional Images: a list with add (address or upload), remove and preview; posted as JSON. */
export function ImageListField({ name, label, defaultValue, error, max }: { name: string; label: string; defaultValue: string[]; error?: string; max: number }) {
  const t = useT();
  const id = useId();
  const [urls, setUrls] = useState(defaultValue);
  const [draft, setDraft] = useState('');
  const add = (url: string) => {
    const value = url.trim();
    if (value) setUrls((current) => (current.length < max ? [...current, value] : current));
  };
  return (
    <fieldset className="mb-4 rounded border border-slate-200 p-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <input type="hidden" name={name} value={JSON.stringify(urls)} />
      <ul className="mb-2 flex flex-wrap gap-3">
        {urls.map((url, index) => (
          <li key={`${url}-${index}`} className="flex flex-col items-center gap-1 text-xs">
            {isShopPicture(url) ? (
              <img src={mediaVariantUrl(url, '140x90')} alt={t('adminProduct.additionalImageN', { n: index + 1 })} width={140} height={90} className="h-[90px] w-[140px] rounded border object-cover" />
            ) : (
              <span className="max-w-36 truncate">{url}</span>
            )}
            <button type="button" onClick={() => setUrls(urls.filter((_, i) => i !== index))} className="rounded border border-red-300 px-2 py-0.5 text-red-700 hover:bg-red-50">
              {t('adminProduct.removeImageN', { n: index + 1 })}
            </button>
          </li>
        ))}
      </ul>
      {urls.length < max && (
        <>
          <div className="flex gap-2">
            <label htmlFor={`${id}-url`} className="sr-only">
              {t('adminProduct.imageUrl')}
            </label>
            <input
              id={`${id}-url`}
              value={draft}
              placeholder="/uploads/…"
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add(draft);
                  setDraft('');
                }
              }}
              className="flex-1 rounded border border-slate-300 px-3 py-1.5 text-sm"
            />
            <button
              type="button"
              onClick={() => {
                add(draft);
                setDraft('');
              }}
              className="rounded border border-slate-300 px-3 text-sm hover:bg-slate-50"
            >
              {t('adminProduct.addImage')}
            </button>
          </div>
          <UploadButton label={t('adminProduct.uploadAdditional')} onUploaded={add} />
        </>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
