import type { ArticleView } from '@/lib/articles/present';
import { fromApiCase } from '@/lib/core/api-case';
import type { ArticleRevisionView } from '@/lib/articles/queries';
import type { ArticleInput } from '@/lib/articles/schema';

/*
 * The editor saves through the JSON API (the same routes, permission checks and commands as any API
 * client), not through server actions: the commands expire cache tags, and a server action that
 * expires a tag makes Next re-render the current route in its answer. Once the address has become
 * the article's edit URL (history.replaceState after the first save, or a draft whose slug follows
 * its title), that re-render mounts a new page and the editor would lose its state mid-typing.
 * Route handlers never touch the client router.
 */

export type ApiResult<T> =
  | { ok: true; data: T; message: string }
  | {
      ok: false;
      message: string;
      status: number;
      /** Translated messages by top-level field (title, content, categories, image …). */
      fieldErrors: Record<string, string>;
      /** The refusal's machine-readable reason (IMAGE_ALT_MISSING …), when it has one. */
      errorCode?: string;
      /** What the refusal carries beside its message (IMAGE_ALT_MISSING's `{images: [{field, url}]}`), as sent. */
      data?: unknown;
    };

type Envelope = { error?: boolean; message?: string; data?: unknown; errorCode?: string; errors?: { field: string; message: string }[] };

export type ArticleKey = { id: number; uniqueKey: string };

const articlePath = (key: ArticleKey) => `/api/article/article/${key.id}/${encodeURIComponent(key.uniqueKey)}`;

/**
 * One API call in the user's language (?locale=). The answer's data comes back as the camelCase view
 * the server built; field errors stay keyed by the request's (snake_case) field names, by their first
 * path segment; the duplicate-title refusal (409, spec §8) belongs under the title.
 */
async function call<T>(path: string, init: RequestInit, locale: string, fallback: string): Promise<ApiResult<T>> {
  const separator = path.includes('?') ? '&' : '?';
  let response: Response;
  let body: Envelope | null;
  try {
    response = await fetch(`${path}${separator}locale=${encodeURIComponent(locale)}`, {
      ...init,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      credentials: 'same-origin',
    });
    body = (await response.json().catch(() => null)) as Envelope | null;
  } catch {
    return { ok: false, message: fallback, status: 0, fieldErrors: {} };
  }
  if (response.ok && body && body.error === false) return { ok: true, data: fromApiCase<T>(body.data), message: body.message ?? '' };
  const message = body?.message ?? fallback;
  const fieldErrors: Record<string, string> = {};
  for (const e of body?.errors ?? []) fieldErrors[e.field.split('.')[0]] ??= e.message;
  if (response.status === 409) fieldErrors.title ??= message;
  return {
    ok: false,
    message,
    status: response.status,
    fieldErrors,
    ...(body?.errorCode ? { errorCode: body.errorCode } : {}),
    ...(body?.data !== undefined ? { data: body.data } : {}),
  };
}

/** Creates the article (key null) or replaces its fields. */
export function saveArticle(key: ArticleKey | null, input: ArticleInput, locale: string, fallback: string) {
  return key
    ? call<ArticleView>(articlePath(key), { method: 'PUT', body: JSON.stringify(input) }, locale, fallback)
    : call<ArticleView>('/api/article/article', { method: 'POST', body: JSON.stringify(input) }, locale, fallback);
}

/** Puts a stored revision back (stored itself as a new revision when the article is published). */
export function restoreRevision(key: ArticleKey, revisionId: number, locale: string, fallback: string) {
  return call<ArticleView>(`${articlePath(key)}/revisions/${revisionId}/restore`, { method: 'POST' }, locale, fallback);
}

/** The article's revisions, newest first. */
export function fetchRevisions(key: ArticleKey, locale: string, fallback: string) {
  return call<{ items: ArticleRevisionView[]; total: number }>(`${articlePath(key)}/revisions`, { method: 'GET' }, locale, fallback);
}

/** Unpublishes (status draft) or publishes the stored article as it is, as the article list does. */
export function changeArticleStatus(key: ArticleKey, status: 'draft' | 'published', locale: string, fallback: string) {
  return call<ArticleView>(
    `/api/article/article-change-status/${key.id}/${encodeURIComponent(key.uniqueKey)}`,
    { method: 'PUT', body: JSON.stringify({ status }) },
    locale,
    fallback,
  );
}

/** A review step (issue 33 §2): submit for review (in_review), take back or request changes (draft, with a comment). */
export function changeReviewStatus(key: ArticleKey, body: { status: 'in_review' | 'draft'; comment?: string }, locale: string, fallback: string) {
  return call<ArticleView>(
    `/api/article/article-change-status/${key.id}/${encodeURIComponent(key.uniqueKey)}`,
    { method: 'PUT', body: JSON.stringify(body) },
    locale,
    fallback,
  );
}

/** Deletes the article, its revisions and its reads. */
export function deleteArticle(key: ArticleKey, locale: string, fallback: string) {
  return call<ArticleView>(articlePath(key), { method: 'DELETE' }, locale, fallback);
}

/** "Add translation": a draft copy of the saved article in `language`, linked to its group. */
export function createTranslation(key: ArticleKey, language: string, locale: string, fallback: string) {
  return call<ArticleView>(`${articlePath(key)}/translations`, { method: 'POST', body: JSON.stringify({ language }) }, locale, fallback);
}
