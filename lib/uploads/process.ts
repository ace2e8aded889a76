import 'server-only';
import sharp from 'sharp';
import { unsupportedImage } from './detect';

/** Widths of the re-encoded copies; an image narrower than one gets a copy at its own width (never upscaled). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

export interface ProcessedImage {
  /** Of the upright image (after EXIF rotation). */
  width: number;
  height: number;
  variants: { width: number; height: number; bytes: Buffer }[];
}

// A 10 MB file can still decode to a huge bitmap (a "decompression bomb"): cap the pixels.
const MAX_PIXELS = 50_000_000;

/**
 * Auto-rotates by EXIF orientation, drops every piece of metadata (EXIF, GPS, XMP, ICC after
 * converting to sRGB) and re-encodes to WebP at the variant widths, keeping the aspect ratio.
 * Animated GIF/WebP keep their first frame.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).autoOrient();
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    // EXIF orientations 5-8 turn the image a quarter: the upright image swaps width and height.
    const quarterTurn = (meta.orientation ?? 1) >= 5;
    width = quarterTurn ? meta.height : meta.width;
    height = quarterTurn ? meta.width : meta.height;
  } catch {
    throw unsupportedImage();
  }
  const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];
  // Bytes that start like an image but do not decode are refused like any other non-image.
  const variants = await Promise.all(
    widths.map(async (w) => {
      const { data, info } = await input()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, bytes: data };
    }),
  ).catch(() => {
    throw unsupportedImage();
  });
  return { width, height, variants };
}
