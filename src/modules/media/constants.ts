/**
 * How an uploaded picture's files are named (this file imports nothing, so a storefront component
 * can read it without pulling the image library into the browser). One upload is one id; its
 * files are `media/<id>.webp` (up to 1200 px wide, the address the API answers) and
 * `media/<id>-<variant>.webp` for the smaller widths and the spec's thumbnails.
 */
export const MEDIA_FOLDER = 'media';
export const MEDIA_WIDTHS = [1200, 600, 300] as const;
// docs/requirements/core-shop.md §9: the offers list's 55×55 thumbnail and the 140×90 preview.
export const MEDIA_BOXES = [
  { width: 55, height: 55 },
  { width: 140, height: 90 },
] as const;
export type MediaVariant = (typeof MEDIA_WIDTHS)[number] | '55x55' | '140x90';

const MAIN_WIDTH = MEDIA_WIDTHS[0];
const UPLOADED = /^(\/uploads\/media\/[0-9a-f-]{36})\.webp$/;

export function mediaKey(id: string, variant: MediaVariant): string {
  return variant === MAIN_WIDTH ? `${MEDIA_FOLDER}/${id}.webp` : `${MEDIA_FOLDER}/${id}-${variant}.webp`;
}

/** The address of one variant of an uploaded picture's address; other addresses come back as they are. */
export function mediaVariantUrl(url: string, variant: MediaVariant): string {
  const match = UPLOADED.exec(url);
  if (!match || variant === MAIN_WIDTH) return url;
  return `${match[1]}-${variant}.webp`;
}

/** A `srcset` for an uploaded picture (its widths), or undefined for any other address. */
export function mediaSrcSet(url: string): string | undefined {
  if (!UPLOADED.test(url)) return undefined;
  return MEDIA_WIDTHS.map((width) => `${mediaVariantUrl(url, width)} ${width}w`).join(', ');
}
