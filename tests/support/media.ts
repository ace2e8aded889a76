import { files } from '@/db/schema';
import type { Db } from '@/db/client';
import { locales } from '@/i18n/routing';

/**
 * A media library file described in every language, for tests that publish: the alt text rule
 * (lib/media/alt.ts, 422 IMAGE_ALT_MISSING) lets its images through. Add it to the test database with
 * addDescribedImage (after each truncate).
 */
export const DESCRIBED_IMAGE = `/api/files/${'0d'.repeat(16)}`;

export async function addDescribedImage(db: Db, url: string = DESCRIBED_IMAGE): Promise<string> {
  const uniqueKey = url.slice(url.lastIndexOf('/') + 1);
  await db
    .insert(files)
    .values({
      uniqueKey,
      storageKey: `images/${uniqueKey}-960.webp`,
      originalName: 'cover.webp',
      mimeType: 'image/webp',
      size: 1,
      alt: Object.fromEntries(locales.map((locale) => [locale, 'A described test image'])),
    })
    .onConflictDoNothing();
  return url;
}
