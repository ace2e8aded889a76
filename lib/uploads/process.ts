import 'server-only';
import sharp from 'sharp';
import { errors } from '@/lib/core/errors';
import { env } from '@/lib/env';
import { imagesBusy, tooManyPixels, unsupportedImage } from './detect';
import { imagePool } from './pool';

/** Widths of the re-encoded copies; an image narrower than one gets a copy at its own width (never upscaled). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

export interface ProcessedImage {
  /** Of the upright image (after EXIF rotation). */
  width: number;
  height: number;
  /** One per width, each encoded twice: WebP (every browser) and AVIF (smaller, where accepted). */
  variants: { width: number; height: number; bytes: Buffer; avif: Buffer }[];
}

/**
 * The width and height an image's header declares, without decoding it (null: no readable header).
 * No pixel limit on this read: it allocates no pixels, and the refusal names the size.
 */
export async function headerDimensions(bytes: Uint8Array): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

/**
 * Re-encodes an upload to WebP and AVIF at the variant widths (lib/uploads/image-worker.mjs: upright
 * by EXIF orientation, metadata stripped, never upscaled), in the image worker's process.
 *
 * A 10 MB file can still decode to a huge bitmap (a "decompression bomb": a 1.5 KB AVIF can declare
 * 7000 × 7000): the header's width × height is checked against `maxPixels` (UPLOAD_MAX_PIXELS,
 * 40 megapixels by default) before anything is decoded, and the worker's decoder is held to the same
 * limit. Refusals: 422 not an image / too many pixels, 503 with Retry-After when the worker's queue
 * is full.
 */
export async function processImage(bytes: Uint8Array, { maxPixels = env().UPLOAD_MAX_PIXELS }: { maxPixels?: number } = {}): Promise<ProcessedImage> {
  const declared = await headerDimensions(bytes);
  if (!declared) throw unsupportedImage();
  if (declared.width * declared.height > maxPixels) throw tooManyPixels(maxPixels, declared);
  const result = await imagePool().run({ bytes, maxPixels, widths: VARIANT_WIDTHS });
  if (result.ok) {
    const buffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);
    return {
      width: result.width,
      height: result.height,
      variants: result.variants.map((v) => ({ width: v.width, height: v.height, bytes: buffer(v.webp), avif: buffer(v.avif) })),
    };
  }
  switch (result.reason) {
    case 'tooManyPixels':
      throw tooManyPixels(maxPixels, declared);
    case 'unsupported':
      throw unsupportedImage();
    case 'busy':
      throw imagesBusy();
    default:
      // Logged by the pool; the caller sees a plain server error.
      throw errors.unexpected();
  }
}

/** The storage key of one encoded copy; also the key under `files.variants` (`"960"`, `"avif:960"`). */
export const variantStorageKey = (uniqueKey: string, width: number, format: ImageFormat) => `images/${uniqueKey}-${width}.${format}`;
export const variantEntry = (width: number, format: ImageFormat) => (format === 'webp' ? String(width) : `${format}:${width}`);
export type ImageFormat = 'webp' | 'avif';

/**
 * Writes every copy of a processed image to storage through `put` and gives back the
 * `files.variants` map (`{"480": key, "avif:480": key, …}`; the bare widths are the WebP copies,
 * as in rows written before AVIF). `put` records what it wrote so a caller can remove it again.
 */
export async function storeVariants(
  uniqueKey: string,
  image: ProcessedImage,
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>,
): Promise<Record<string, string>> {
  const variants: Record<string, string> = {};
  for (const v of image.variants) {
    for (const [format, bytes] of [['webp', v.bytes], ['avif', v.avif]] as const) {
      const key = variantStorageKey(uniqueKey, v.width, format);
      await put(key, bytes, `image/${format}`);
      variants[variantEntry(v.width, format)] = key;
    }
  }
  return variants;
}
