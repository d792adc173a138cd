// The image library is loaded with the first upload: a server that takes none never loads it.
const loadSharp = () => import('sharp').then((module) => module.default);

/** The formats an upload may be, told by its first bytes (never by its name or declared type). */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);

/** The image format of the bytes, or null for anything else (HTML, SVG, PDF, a renamed script). */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** A picture larger than this many pixels is refused before it is decoded (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The pictures made from one upload: WebP at each width (never enlarged), and boxes cut to fill. */
export interface ImageSizes {
  widths: readonly number[];
  boxes: readonly { width: number; height: number }[];
}

export interface ImageVariant {
  /** The width (`600`) or the box (`55x55`) it was made for. */
  name: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export class ImageRejected extends Error {}

/**
 * Decodes and re-encodes a picture: every variant is a fresh WebP drawn from the pixels only
 * (no metadata, no trailing bytes, nothing of the original file survives), oriented by its EXIF
 * tag. A picture narrower than a width is kept at its own width (never enlarged).
 * Throws ImageRejected for anything that is not a picture of a known format or is too large.
 */
export async function reencodeImage(bytes: Buffer, sizes: ImageSizes): Promise<ImageVariant[]> {
  if (!sniffImageFormat(bytes)) throw new ImageRejected('Only JPEG, PNG, GIF and WebP pictures can be uploaded');
  const sharp = await loadSharp();
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new ImageRejected('The picture could not be read');
    // Rotated by EXIF: the displayed width and height.
    const turned = (meta.orientation ?? 1) >= 5;
    [width, height] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw new ImageRejected('The picture could not be read');
  }
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejected(`The picture is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels`);

  const source = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false, failOn: 'error' }).rotate();
  try {
    // Every width is made, so a page can name them all; none is wider than the original.
    const scaled = await Promise.all(
      sizes.widths.map(async (target) => {
        const { data, info } = await source().resize({ width: Math.min(target, width), withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
        return { name: String(target), width: info.width, height: info.height, bytes: data };
      }),
    );
    const thumbnails = await Promise.all(
      sizes.boxes.map(async (size) => {
        const data = await source().resize({ ...size, fit: 'cover' }).webp({ quality: 80 }).toBuffer();
        return { name: `${size.width}x${size.height}`, ...size, bytes: data };
      }),
    );
    return [...scaled, ...thumbnails];
  } catch {
    throw new ImageRejected('The picture could not be read');
  }
}

/** Draws an SVG made by this program (demo pictures, never an upload) as a WebP. */
export async function webpFromSvg(svg: string, quality: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).webp({ quality }).toBuffer();
}
