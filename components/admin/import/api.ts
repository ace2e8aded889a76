// The import screen's calls to its API (lib/import/operations.ts), with the session cookie: the
// answer's data, or its message (already in the user's language) when it refuses.

type ApiAnswer<T> = { ok: true; data: T; message: string } | { ok: false; message: string };

export async function callImportApi<T>(path: string, init: { method: 'GET' | 'POST'; body?: FormData; json?: object }): Promise<ApiAnswer<T>> {
  try {
    const headers: Record<string, string> = { accept: 'application/json', ...(init.json ? { 'content-type': 'application/json' } : {}) };
    const payload = init.json ? JSON.stringify(init.json) : init.body;
    const response = await fetch(path, { method: init.method, body: payload, headers, credentials: 'same-origin', cache: 'no-store' });
    const body = (await response.json().catch(() => null)) as { error?: boolean; message?: string; data?: T } | null;
    if (response.ok && body?.error === false) return { ok: true, data: body.data as T, message: body.message ?? '' };
    return { ok: false, message: body?.message ?? '' };
  } catch {
    return { ok: false, message: '' };
  }
}
