import 'server-only';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { files } from '@/db/schema';
import { locales } from '@/i18n/routing';
import { validationError } from '@/lib/core/validation';
import { altFor, fileKeyOf } from './lookup';
import { requireAltToPublish } from './settings';

/*
 * What the article editor needs to warn before publishing (issue 31 §1, "the editor says which images"):
 * for the library files its cover and body point at, whether each already has alt text for the
 * article's language (or is decorative) — the server fills those in, so they are not missing — and the
 * file's id and key, so the editor can save a description to the library. Plus whether the rule is on.
 * The same rules as the refusal (lib/media/alt.ts), read without publishing.
 */

const URLS_MAX = 200;

export const altHintInputSchema = z.object({
  urls: z.array(z.string().max(2048, 'Validation.invalidValue'), { error: 'Validation.invalidValue' }).max(URLS_MAX, 'Validation.invalidValue'),
  language: z.enum(locales, { error: 'Validation.invalidValue' }),
});

export interface AltHintFile {
  /** The file's unique key, as found in `/api/files/<key>`. */
  key: string;
  id: number;
  /** Alt text for the language, or decorative: the server fills the image's alt in. */
  described: boolean;
}

export interface AltHint {
  /** "Require alt text to publish" is on. */
  required: boolean;
  files: AltHintFile[];
}

/** The library files among `urls` with whether each is described for `language` (unknown keys are left out). */
export async function altHint(input: unknown): Promise<AltHint> {
  const parsed = altHintInputSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const { urls, language } = parsed.data;
  const db = await getDb();
  const keys = [...new Set(urls.map(fileKeyOf).filter((k): k is string => k !== null))];
  const rows =
    keys.length === 0
      ? []
      : await db
          .select({ id: files.id, uniqueKey: files.uniqueKey, alt: files.alt, caption: files.caption, focalX: files.focalX, focalY: files.focalY, decorative: files.decorative })
          .from(files)
          .where(inArray(files.uniqueKey, keys));
  return {
    required: await requireAltToPublish(db),
    files: rows.map((row) => ({ key: row.uniqueKey, id: row.id, described: altFor(row, language) !== undefined })),
  };
}
