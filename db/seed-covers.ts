import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '@/lib/storage/storage';
import { processImage, storeVariants } from '@/lib/uploads/process';

/** A demo cover, stored like an upload (WebP and AVIF variants) and recorded in `files` by the seed. */
export interface SeedCover {
  uniqueKey: string;
  url: string;
  storageKey: string;
  variants: Record<string, string>;
  width: number;
  height: number;
  size: number;
}

function coverSvg(color: string, index: number): string {
  // Abstract shapes in the category's colour: no text (the build machine may lack fonts).
  const cx = 1100 + ((index * 173) % 400);
  const cy = 250 + ((index * 97) % 300);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#g)"/>
  <circle cx="${cx}" cy="${cy}" r="320" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="${cx - 420}" cy="${cy + 360}" r="200" fill="#ffffff" fill-opacity="0.08"/>
  <rect x="140" y="560" width="620" height="36" rx="18" fill="#ffffff" fill-opacity="0.25"/>
  <rect x="140" y="620" width="420" height="36" rx="18" fill="#ffffff" fill-opacity="0.18"/>
</svg>`;
}

/**
 * Renders one cover per category colour and writes its variants to storage, before the seed's
 * transaction (image work is slow; keys are fixed, so a repeated seed overwrites the same objects).
 */
export async function storeSeedCovers(storage: Storage, colors: Record<string, string>): Promise<Map<string, SeedCover>> {
  const covers = new Map<string, SeedCover>();
  let index = 0;
  for (const [key, color] of Object.entries(colors)) {
    const png = await sharp(Buffer.from(coverSvg(color, index++))).png().toBuffer();
    const image = await processImage(png);
    // Upload keys are 32 hex digits (GET /api/files refuses anything else); fixed per category here.
    const uniqueKey = createHash('sha256').update(`seed-cover:${key}`).digest('hex').slice(0, 32);
    const variants = await storeVariants(uniqueKey, image, (storageKey, bytes, contentType) => storage.put(storageKey, bytes, contentType));
    const widest = image.variants[image.variants.length - 1];
    covers.set(key, {
      uniqueKey,
      url: `/api/files/${uniqueKey}`,
      storageKey: variants[String(widest.width)],
      variants,
      width: image.width,
      height: image.height,
      size: png.length,
    });
  }
  return covers;
}
