// Pure helpers for an audit entry's details (no database): hiding secrets, and reading the details
// as a field-by-field comparison of the record before and after the change.
//
// The commands write details in a few shapes:
//   { before, after }                       settings (seo, whatsapp)
//   { from, to, ...extra }                  updates (objects) and status changes (scalars)
//   { unique_key, ...values } / { user, … } creations and deletions (a snapshot, no pair)
//   { unchanged: true }                     a command that changed nothing

/** What a hidden value shows instead of itself. */
export const REDACTED = '[redacted]';

/** Keys whose values are secrets, whatever their case or separators (password_hash, sessionToken, client_secret …). */
const SECRET_KEY = /password|passwd|token|hash|secret/i;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A deep copy of the value with every secret-named key's value replaced by REDACTED. */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item)) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = isSecretKey(key) && inner !== null && inner !== undefined ? REDACTED : redactSecrets(inner);
    }
    return out as T;
  }
  return value;
}

export interface FieldChange {
  /** The field's path (`name`, `user.email`). */
  field: string;
  /** undefined: the field is absent on that side. */
  before: unknown;
  after: unknown;
  changed: boolean;
}

export interface FieldValue {
  field: string;
  value: unknown;
}

export interface AuditDetailsView {
  /** Field-by-field comparison when the details hold a before/after pair; empty otherwise. */
  changes: FieldChange[];
  /** Whether there was a pair to compare (a creation has only an "after", a deletion only a "before"). */
  compared: boolean;
  /** Whatever else the details hold (or all of it when there is no pair), flattened. */
  other: FieldValue[];
  /** The command recorded that it changed nothing. */
  unchanged: boolean;
}

const MAX_DEPTH = 3;

/** Nested objects as dotted paths ({ user: { name } } → user.name); arrays and deeper values stay whole. */
export function flatten(value: unknown, prefix = '', depth = 0, out: Record<string, unknown> = {}): Record<string, unknown> {
  if (isPlainObject(value) && depth < MAX_DEPTH && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, depth + 1, out);
  } else if (prefix) {
    out[prefix] = value;
  }
  return out;
}

/** Deep equality of JSON values (key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/** One side of a pair as fields: an object's own fields, nothing for null, or a single value under `scalarField`. */
function sideFields(value: unknown, scalarField: string): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (isPlainObject(value)) return flatten(value);
  return { [scalarField]: value };
}

/**
 * The details as a comparison. `action` names the field of a scalar change (`category.status` with
 * `{ from: 'active', to: 'inactive' }` compares `status`). Secrets are hidden first.
 */
export function describeAuditDetails(details: unknown, action = ''): AuditDetailsView {
  const safe = redactSecrets(details);
  if (!isPlainObject(safe)) {
    return { changes: [], compared: false, other: safe === null || safe === undefined ? [] : [{ field: 'value', value: safe }], unchanged: false };
  }
  const unchanged = safe.unchanged === true;
  const rest: Record<string, unknown> = { ...safe };
  delete rest.unchanged;

  let pair: [unknown, unknown] | null = null;
  if ('before' in rest || 'after' in rest) {
    pair = [rest.before, rest.after];
    delete rest.before;
    delete rest.after;
  } else if ('from' in rest && 'to' in rest) {
    pair = [rest.from, rest.to];
    delete rest.from;
    delete rest.to;
  }

  const other = Object.entries(flatten(rest)).map(([field, value]) => ({ field, value }));
  if (!pair) return { changes: [], compared: false, other, unchanged };

  const scalarField = action.split('.').pop() || 'value';
  const before = sideFields(pair[0], scalarField);
  const after = sideFields(pair[1], scalarField);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  // The changed fields first, each group by name (jsonb keeps keys in no order a reader would expect).
  const changes = fields
    .map((field) => ({
      field,
      before: before[field],
      after: after[field],
      changed: !(field in before && field in after && sameValue(before[field], after[field])),
    }))
    .sort((a, b) => Number(b.changed) - Number(a.changed) || a.field.localeCompare(b.field, 'en'));
  return { changes, compared: true, other, unchanged };
}

/** A value as one line of text for the comparison: strings as they are, the rest as JSON; null for "empty". */
export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The catalogue key (camelCase) of an action or record type: `user.password.change` → `userPasswordChange`. Null when it has no usable name. */
export function labelKey(name: string): string | null {
  const parts = name.split(/[._-]+/).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !/^[a-z0-9]+$/i.test(p))) return null;
  return parts.map((p, i) => (i === 0 ? p.toLowerCase() : p.charAt(0).toUpperCase() + p.slice(1).toLowerCase())).join('');
}
