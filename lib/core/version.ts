import { z } from 'zod';
import { AppError } from './errors';

/*
 * (Client-safe: forms import the field. The check inside a command's transaction is ./version-check.ts.)
 *
 * Optimistic concurrency (issue 33 §1). Every editable record carries `version`, raised by a database
 * trigger on each change (migration 0021_editorial). A save names the version it started from (the
 * body's `version`, or an `If-Match` header read once at the edge: lib/api/routes.ts); a stale one is
 * refused with 409 VERSION_CONFLICT carrying the current record, who saved it and when, and nothing is
 * written. A save naming no version behaves as before (existing API clients).
 */

export const VERSION_CONFLICT = 'VERSION_CONFLICT';

/** The `version` field of a PUT body: a positive integer, or undefined when blank or left out. */
export const versionField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: 'Errors.invalidVersion' }).int('Errors.invalidVersion').min(1, 'Errors.invalidVersion').optional(),
);

/**
 * The version an `If-Match` header names (`3`, `"3"`, `W/"3"`); undefined when absent or `*`
 * (any version); null when it names none (malformed).
 */
export function ifMatchVersion(header: string | null): number | undefined | null {
  if (header === null) return undefined;
  const value = header.trim();
  if (value === '' || value === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(value);
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 ? n : null;
}

/** The body with the If-Match version filled in where the body names none (the body's own wins). */
export function withIfMatch(input: unknown, header: string | null, field: 'version' | 'edit_version' = 'version'): unknown {
  const fromHeader = ifMatchVersion(header);
  if (fromHeader === null) throw new AppError('Errors.validation', 422, { fieldErrors: [{ field, messageKey: 'Errors.invalidVersion' }] });
  if (fromHeader === undefined || input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  return body[field] === undefined ? { ...body, [field]: fromHeader } : body;
}

/** What a 409 VERSION_CONFLICT carries in the failure envelope's `data` (API spelling). */
export interface VersionConflictData {
  current: unknown;
  version: number;
  saved_by: { id: number; name: string } | null;
  saved_at: string | null;
}
