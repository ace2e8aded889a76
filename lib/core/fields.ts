import { z } from 'zod';
import { emailPattern } from '@/lib/format/email';
import { MAX_RECORD_ID } from './record-id';

export { parseRecordId } from './record-id';

/*
 * Field rules every input schema shares (client-safe: zod only). Ids are PostgreSQL `integer`s, so an
 * id past 2,147,483,647 names nothing: a schema refuses it (422 in a body or query, 404 in a path)
 * instead of letting the database fail on it. NUL characters are refused before any schema runs
 * (lib/api/handler.ts: parseJson and the query/path check of apiHandler).
 */

/** The deepest page a list serves: past it, OFFSET only costs the database. */
export const MAX_PAGE = 100_000;

/** An entity's id: a positive integer that fits the `integer` column ('42' from a path or a form is read as 42). */
export const recordId = (message?: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);

/** The {id}/{unique_key} pair of the routes that address an entity by both. */
export const recordKeySchema = z.object({
  id: recordId(),
  uniqueKey: z.string().min(1).max(200),
});

/** A list's page number, 1 by default. */
export const pageNumber = (message?: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_PAGE, message).default(1);

/**
 * An email address as the forms and the API take it: required, at most 254 characters (RFC 5321),
 * the project's pattern, stored in lower case. Shared by contact, newsletter and users.
 */
export const emailAddressField = () =>
  z
    .string({ error: 'Validation.emailRequired' })
    .trim()
    .min(1, 'Validation.emailRequired')
    .max(254, 'Validation.emailInvalid')
    .regex(emailPattern, 'Validation.emailInvalid')
    .transform((v) => v.toLowerCase());

/** An image: an absolute http(s) URL or a site-relative path (an upload's url); blank means null. */
export const optionalImage = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v === undefined ? null : v),
  z
    .string({ error: 'Validation.invalidUrl' })
    .trim()
    .max(2000, 'Validation.invalidUrl')
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return value.startsWith('/') && !value.startsWith('//');
      }
    }, 'Validation.invalidUrl')
    .nullable(),
);

/** '' and null mean "no value" (an empty field or select sends ''). */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Optional text: blank (spaces only) means none; otherwise trimmed, at most `max` characters. */
export const optionalText = (max: number, invalid: string, tooLong = invalid) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : blankToUndefined(v)),
    z.string({ error: invalid }).trim().max(max, tooLong).optional(),
  );

/** An optional date: an ISO string with its offset from JSON, or a Date when re-parsed on the server. */
export const optionalDate = (invalid: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .union([z.date(), z.iso.datetime({ offset: true, error: invalid })], { error: invalid })
      .transform((v) => (v instanceof Date ? v : new Date(v)))
      .refine((d) => !Number.isNaN(d.getTime()), invalid)
      .optional(),
  );
