// The media library's API as the back office calls it (the session cookie authenticates; the API
// answers in `locale`). Plain fetch, so a refusal's data (409 MEDIA_IN_USE's used_in) reaches the screen.

export interface MediaUsage {
  kind: 'article' | 'page' | 'category' | 'user' | 'setting' | 'faq';
  id: number | string;
  title: string;
  href: string;
}

export interface MediaItem {
  id: number;
  unique_key: string;
  url: string;
  name: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
  alt: Record<string, string>;
  caption: Record<string, string>;
  focal_x: number;
  focal_y: number;
  decorative: boolean;
  uses?: number;
  used_in?: MediaUsage[];
}

export type ApiAnswer<T> = { ok: true; data: T; message: string } | { ok: false; status: number; message: string; errorCode?: string; usedIn?: MediaUsage[] };

async function call<T>(path: string, locale: string, init: RequestInit, fallback: string): Promise<ApiAnswer<T>> {
  try {
    const sep = path.includes('?') ? '&' : '?';
    const res = await fetch(`${path}${sep}locale=${encodeURIComponent(locale)}`, init);
    const json = (await res.json().catch(() => null)) as { data?: unknown; message?: string; errorCode?: string; errors?: { message: string }[] } | null;
    if (res.ok) return { ok: true, data: json?.data as T, message: json?.message ?? '' };
    const usedIn = (json?.data as { used_in?: MediaUsage[] } | undefined)?.used_in;
    return { ok: false, status: res.status, message: json?.errors?.[0]?.message ?? json?.message ?? fallback, errorCode: json?.errorCode, usedIn };
  } catch {
    return { ok: false, status: 0, message: fallback };
  }
}

const json = (method: string, body?: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });

export interface MediaQuery {
  search?: string;
  unused?: boolean;
  missing_alt?: boolean;
  type?: string;
  unique_key?: string;
  page?: number;
  limit?: number;
}

export const listMedia = (query: MediaQuery, locale: string, fallback: string) =>
  call<{ items: MediaItem[]; total: number; page: number; limit: number }>('/api/media/media-list', locale, json('POST', query), fallback);

/** The library's record of the file a stored address (`/api/files/{unique_key}`…) points at; null for another address or an unknown file. */
export async function findMediaByUrl(url: string, locale: string, fallback: string): Promise<ApiAnswer<MediaItem | null>> {
  const key = fileKeyOfUrl(url);
  if (!key) return { ok: true, data: null, message: '' };
  const answer = await listMedia({ unique_key: key, limit: 1 }, locale, fallback);
  return answer.ok ? { ok: true, data: answer.data.items[0] ?? null, message: '' } : answer;
}

/** The unique key in an address of the library (`/api/files/{key}`, maybe absolute or with a query), or null. */
function fileKeyOfUrl(url: string): string | null {
  return /\/api\/files\/([a-f0-9]{32})(?![a-f0-9])/.exec(url)?.[1] ?? null;
}

const keyed = (m: Pick<MediaItem, 'id' | 'unique_key'>) => `/api/media/media/${m.id}/${m.unique_key}`;

export const readMedia = (m: Pick<MediaItem, 'id' | 'unique_key'>, locale: string, fallback: string) => call<MediaItem>(keyed(m), locale, { method: 'GET' }, fallback);

export const updateMedia = (m: Pick<MediaItem, 'id' | 'unique_key'>, body: Record<string, unknown>, locale: string, fallback: string) =>
  call<MediaItem>(keyed(m), locale, json('PUT', body), fallback);

export const deleteMedia = (m: Pick<MediaItem, 'id' | 'unique_key'>, locale: string, fallback: string) => call<MediaItem>(keyed(m), locale, { method: 'DELETE' }, fallback);

/**
 * Sends one file by XHR (fetch reports no upload progress): POST /api/upload (`library=1`, optional
 * alt text) or, with `replace`, PUT /api/media/media-file/{id}/{unique_key}. `onProgress` gets 0–1.
 */
export function sendFile(
  file: File,
  { locale, fallback, replace, fields = {}, onProgress }: { locale: string; fallback: string; replace?: Pick<MediaItem, 'id' | 'unique_key'>; fields?: Record<string, string>; onProgress?: (fraction: number) => void },
): Promise<ApiAnswer<MediaItem>> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append('file', file);
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    const xhr = new XMLHttpRequest();
    const path = replace ? `/api/media/media-file/${replace.id}/${replace.unique_key}` : '/api/upload';
    xhr.open(replace ? 'PUT' : 'POST', `${path}?locale=${encodeURIComponent(locale)}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let parsed: { data?: MediaItem; message?: string; errors?: { message: string }[] } | null = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && parsed?.data) resolve({ ok: true, data: parsed.data, message: parsed.message ?? '' });
      else resolve({ ok: false, status: xhr.status, message: parsed?.errors?.[0]?.message ?? parsed?.message ?? fallback });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: fallback });
    xhr.send(body);
  });
}

/** The plain address a form stores (`/api/files/{key}`, without the record's `?v=`). */
export const plainUrlOf = (m: Pick<MediaItem, 'unique_key'>) => `/api/files/${m.unique_key}`;

/** A file's thumbnail: the narrowest copy. */
export const thumbnailOf = (m: Pick<MediaItem, 'unique_key'>) => `/api/files/${m.unique_key}?w=480`;

/** The alt text an image of the file carries in content of `language`: '' when decorative or not described (yet). */
export const altTextIn = (m: Pick<MediaItem, 'alt' | 'decorative'>, language: string) => (m.decorative ? '' : (m.alt[language]?.trim() ?? ''));
