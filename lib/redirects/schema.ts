import { z } from 'zod';
import { redirectOrigins } from '@/db/schema/moving';
import { blankToUndefined, pageNumber } from '@/lib/core/fields';
import { versionField } from '@/lib/core/version';
import { normaliseFrom, normaliseTarget, REDIRECT_FROM_MAX, REDIRECT_TARGET_MAX, type FromProblem, type TargetProblem } from './rules';

// Messages are catalogue keys; the boundary translates them.
const INVALID = 'Redirects.errors.invalidValue';

const fromMessages: Record<FromProblem, string> = {
  fromInvalid: 'Redirects.errors.fromInvalid',
  fromReserved: 'Redirects.errors.fromReserved',
  fromTooLong: 'Redirects.errors.fromTooLong',
};

const targetMessages: Record<TargetProblem, string> = {
  targetInvalid: 'Redirects.errors.targetInvalid',
  targetTooLong: 'Redirects.errors.targetTooLong',
  targetWildcard: 'Redirects.errors.targetWildcard',
};

const nullToEmpty = (v: unknown) => (v === null || v === undefined ? '' : v);

const fromField = z.preprocess(
  nullToEmpty,
  z
    .string({ error: INVALID })
    .max(REDIRECT_FROM_MAX * 3, fromMessages.fromTooLong)
    .transform((value, ctx) => {
      const from = normaliseFrom(value);
      if ('problem' in from) {
        ctx.addIssue({ code: 'custom', message: value.trim() ? fromMessages[from.problem] : 'Redirects.errors.fromRequired' });
        return z.NEVER;
      }
      return from;
    }),
);

// Checked again against the from-path below: `/*` at the end needs a prefix.
const toField = z.preprocess(
  nullToEmpty,
  z
    .string({ error: INVALID })
    .max(REDIRECT_TARGET_MAX * 3, targetMessages.targetTooLong)
    .transform((value, ctx) => {
      const target = normaliseTarget(value, true);
      if ('problem' in target) {
        ctx.addIssue({ code: 'custom', message: value.trim() ? targetMessages[target.problem] : 'Redirects.errors.targetRequired' });
        return z.NEVER;
      }
      return target.toTarget;
    }),
);

const statusCodeField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'Redirects.errors.statusCodeInvalid' })
    .refine((code) => code === 301 || code === 302, 'Redirects.errors.statusCodeInvalid')
    .default(301),
);

/**
 * A redirect as the form, the server action and the API send it: `{from, to, status_code?}` (301 by
 * default). `from` is a path or an old full URL (its host is dropped), `/old/*` for a prefix; `to` a
 * path on this site or an absolute http(s) URL (lib/redirects/rules.ts). Loops and chains are the
 * command's check (they depend on the other redirects).
 */
export const redirectInputSchema = z
  .object({
    from: fromField,
    to: toField,
    status_code: statusCodeField,
    /** An update's version (409 VERSION_CONFLICT when stale); ignored on a creation. */
    version: versionField,
  })
  .transform((v, ctx) => {
    const target = normaliseTarget(v.to, v.from.isPrefix);
    if ('problem' in target) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: targetMessages[target.problem] });
      return z.NEVER;
    }
    return { fromPath: v.from.fromPath, isPrefix: v.from.isPrefix, toTarget: target.toTarget, statusCode: v.status_code, version: v.version };
  });
export type RedirectValues = z.output<typeof redirectInputSchema>;

const REDIRECT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

const pageSize = (fallback: number) => z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(MAX_PAGE_SIZE, INVALID).default(fallback);

/** POST /api/redirect/redirects-list {search?, origin?, limit, page} and the screen's URL. */
export const redirectListQuerySchema = z.object({
  /** Part of the from-path or the target. */
  search: z.preprocess(blankToUndefined, z.string({ error: INVALID }).trim().max(200, INVALID).optional()),
  origin: z.preprocess(blankToUndefined, z.enum(redirectOrigins, { error: INVALID }).optional()),
  limit: pageSize(REDIRECT_PAGE_SIZE),
  page: pageNumber(INVALID),
});
export type RedirectListQuery = z.output<typeof redirectListQuerySchema>;

/** The 404 report's kinds, and `all`. */
export const notFoundFilters = ['page', 'bot', 'probe', 'all'] as const;

/** POST /api/redirect/not-found-list {kind?, limit, page}: the paths people follow by default. */
export const notFoundListQuerySchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(notFoundFilters, { error: INVALID }).default('page')),
  limit: pageSize(REDIRECT_PAGE_SIZE),
  page: pageNumber(INVALID),
});
export type NotFoundListQuery = z.output<typeof notFoundListQuerySchema>;

const REDIRECT_CSV_MAX_BYTES = 2 * 1024 * 1024;

/** POST /api/redirect/redirects-import {csv}: the text of a CSV file (`from;to;status_code`, a header line first). */
export const redirectCsvImportSchema = z.object({
  csv: z.preprocess(nullToEmpty, z.string({ error: INVALID }).min(1, 'Redirects.errors.csvEmpty').max(REDIRECT_CSV_MAX_BYTES, 'Redirects.errors.csvTooLarge')),
});
export type RedirectCsvImport = z.output<typeof redirectCsvImportSchema>;
