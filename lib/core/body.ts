import { AppError, errors } from './errors';

/*
 * Request bodies are read with a size limit: the declared Content-Length is checked first, then the
 * stream is read with a running count, so a chunked body without Content-Length is cut off as soon as
 * it passes the limit; never more than the limit is buffered.
 */

/** Largest JSON body a route takes unless it says otherwise (1 MB). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * The article routes (POST/PUT /api/article/article…): content may hold 1,048,576 characters of HTML
 * (ARTICLE_CONTENT_MAX), which JSON escaping and multi-byte text (2–3 bytes a character) can make
 * 3 MB and more on the wire; past the content limit the schema answers 422 with its own message.
 */
export const ARTICLE_BODY_LIMIT = 4 * 1024 * 1024;
/** Nesting deeper than this is no input of this API; refused before any schema walks it. */
export const JSON_MAX_DEPTH = 64;

interface ReadOptions {
  /** The refusal for a body over the limit (default: 413 Errors.payloadTooLarge). */
  tooLarge?: () => AppError;
}

/** The body's bytes, refused with 413 as soon as it passes `maxBytes`. */
export async function readBodyBytes(req: Request, maxBytes: number, options: ReadOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = options.tooLarge ?? (() => errors.payloadTooLarge(maxBytes));
  const declared = req.headers.get('content-length');
  if (declared !== null && declared.trim() !== '') {
    const length = Number(declared);
    if (!Number.isFinite(length) || length < 0) throw errors.badRequest();
    if (length > maxBytes) throw tooLarge();
  }
  if (!req.body) return new Uint8Array(0);
  if (req.bodyUsed) throw errors.badRequest();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away or sent a broken stream.
      throw errors.badRequest();
    }
    if (chunk.done) break;
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text (a leading BOM dropped); malformed UTF-8 is a 400. */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  const bytes = await readBodyBytes(req, maxBytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw errors.badRequest();
  }
}

/** A multipart or URL-encoded form, read within `maxBytes`; an unreadable form is a 400. */
export async function readFormData(req: Request, maxBytes: number, options: ReadOptions = {}): Promise<FormData> {
  const bytes = await readBodyBytes(req, maxBytes, options);
  try {
    return await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw errors.badRequest();
  }
}

/**
 * Where a parsed JSON value holds a NUL character (in a string or a key: PostgreSQL cannot store it),
 * as a field path ('title', 'categories.0'), or 'too-deep' past JSON_MAX_DEPTH; null when clean.
 * Walks without recursion, so no nesting overflows the stack.
 */
export function findUnsafeJson(value: unknown): string | 'too-deep' | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path.join('.') || 'body';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= JSON_MAX_DEPTH) return 'too-deep';
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.') || 'body';
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}
