import type { z } from 'zod';
import { findUnsafeJson, JSON_BODY_LIMIT, readBodyText } from './body';
import { errors } from './errors';
import { validationError } from './validation';

/**
 * Parses a JSON body with a zod schema: 413 past `maxBytes` (default JSON_BODY_LIMIT, 1 MB; the article
 * routes pass ARTICLE_BODY_LIMIT), 400 for malformed JSON or nesting past JSON_MAX_DEPTH, 422 for a NUL
 * character anywhere (PostgreSQL cannot store it) and with field errors for invalid data.
 */
export async function parseJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  options: { maxBytes?: number; /** Completes the body before it is parsed (the If-Match version of a versioned PUT). */ prepare?: (body: object) => unknown } = {},
): Promise<z.output<S>> {
  const text = await readBodyText(req, options.maxBytes ?? JSON_BODY_LIMIT);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw errors.badRequest();
  }
  if (body === null || typeof body !== 'object') throw errors.badRequest();
  const unsafe = findUnsafeJson(body);
  if (unsafe === 'too-deep') throw errors.badRequest();
  if (unsafe !== null) throw errors.invalidCharacter(unsafe);
  if (options.prepare) body = options.prepare(body);
  const result = schema.safeParse(body);
  if (!result.success) {
    // A value of the wrong type is a malformed request (400); a missing or out-of-rule value is a validation failure (422).
    // A value of the expected JS type that a preprocess emptied ('' → undefined for a required field) is
    // a missing value, not a malformed one.
    const wrongType = result.error.issues.some((i) => {
      if (i.code !== 'invalid_type') return false;
      const value = valueAt(body, i.path);
      return value !== undefined && !(typeof value === 'string' && value.trim() === '');
    });
    if (wrongType) throw errors.badRequest();
    throw validationError(result.error);
  }
  return result.data;
}

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  let value: unknown = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
