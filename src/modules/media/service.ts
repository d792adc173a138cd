import { randomUUID } from 'node:crypto';
import { ImageRejected, reencodeImage } from '~/platform/images.ts';
import { invalid } from '~/platform/errors.ts';
import type { FileStorage } from '~/platform/storage.ts';
import { MEDIA_BOXES, MEDIA_WIDTHS, mediaKey, mediaSrcSet, type MediaVariant } from './constants.ts';

/** One uploaded file is at most this large (bigger: 413 before it is read to the end). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

export interface StoredImage {
  /** The picture up to 1200 px wide: what a product's image or an offer's imageUrl holds. */
  url: string;
  srcset: string;
  /** The 55×55 and 140×90 thumbnails (docs/requirements/core-shop.md §9). */
  thumbnails: Record<'55x55' | '140x90', string>;
  width: number;
  height: number;
}

/**
 * An uploaded picture, checked by its content, re-encoded and stored under a name the server
 * makes. Anything that is not a JPEG, PNG, GIF or WebP picture of at most MAX_IMAGE_PIXELS is a
 * 400; nothing is stored then. Files already written are removed if a later one fails.
 */
export async function storeImage(storage: FileStorage, bytes: Buffer): Promise<StoredImage> {
  let variants;
  try {
    variants = await reencodeImage(bytes, { widths: MEDIA_WIDTHS, boxes: MEDIA_BOXES });
  } catch (error) {
    if (error instanceof ImageRejected) throw invalid(error.message);
    throw error;
  }
  const id = randomUUID();
  const written: string[] = [];
  try {
    for (const variant of variants) {
      const key = mediaKey(id, (/^\d+$/.test(variant.name) ? Number(variant.name) : variant.name) as MediaVariant);
      await storage.put(key, variant.bytes, 'image/webp');
      written.push(key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
  const main = variants[0];
  const url = storage.url(mediaKey(id, MEDIA_WIDTHS[0]));
  return {
    url,
    srcset: mediaSrcSet(url) ?? url,
    thumbnails: { '55x55': storage.url(mediaKey(id, '55x55')), '140x90': storage.url(mediaKey(id, '140x90')) },
    width: main.width,
    height: main.height,
  };
}
