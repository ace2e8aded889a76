import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { versionField } from '@/lib/core/version';

// The consent API's inputs (lib/consent/operations.ts). Messages are catalogue keys.

export const CONSENT_TITLE_MAX = 120;
export const CONSENT_BODY_MAX = 2000;
export const PRIVACY_PATH_MAX = 300;

/** '' (an emptied field) means "no value": the catalogue's text, or no privacy link. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const textsOfLocale = z
  .object({
    title: z.preprocess(blankToUndefined, z.string({ error: 'Consent.errors.titleTooLong' }).trim().max(CONSENT_TITLE_MAX, 'Consent.errors.titleTooLong').optional()),
    body: z.preprocess(blankToUndefined, z.string({ error: 'Consent.errors.bodyTooLong' }).trim().max(CONSENT_BODY_MAX, 'Consent.errors.bodyTooLong').optional()),
  })
  .strict();

/**
 * PUT /api/settings/consent-settings: the banner's title and text per language (left out or blank:
 * the catalogue's) and the privacy policy page's path (a site path such as /privacy; null or blank:
 * no link).
 */
export const consentSettingsInputSchema = z.object({
  // The edit version the save started from (issue 33 §1; If-Match too): stale → 409 VERSION_CONFLICT.
  edit_version: versionField,
  texts: z.partialRecord(z.enum(locales, { error: 'Consent.errors.unknownLocale' }), textsOfLocale).default({}),
  privacy_path: z.preprocess(
    (value) => (value === undefined || blankToUndefined(value) === undefined ? null : value),
    z
      .string({ error: 'Consent.errors.privacyPath' })
      .trim()
      .max(PRIVACY_PATH_MAX, 'Consent.errors.privacyPath')
      .refine((path) => path.startsWith('/') && !path.startsWith('//') && !/[\s\\]/.test(path), 'Consent.errors.privacyPath')
      .nullable(),
  ),
});
export type ConsentSettingsValues = z.output<typeof consentSettingsInputSchema>;

/** POST /api/consent/consent-record: one visitor's choice, as the banner sends it. */
export const consentRecordInputSchema = z.object({
  id: z.uuid({ error: 'Consent.errors.invalidId' }),
  analytics: z.boolean({ error: 'Validation.invalidValue' }),
  marketing: z.boolean({ error: 'Validation.invalidValue' }),
  version: z.int({ error: 'Validation.invalidValue' }).min(1, 'Validation.invalidValue').max(1_000_000, 'Validation.invalidValue'),
});
export type ConsentRecordValues = z.output<typeof consentRecordInputSchema>;
