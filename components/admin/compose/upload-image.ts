/** Types of image that POST /api/upload accepts (it checks the bytes; this only filters the file picker). */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

import type { MediaItem } from '@/components/admin/media/media-api';

export type UploadResult = { ok: true; url: string; width: number; height: number; /** The media record the upload made (its id and key describe it later). */ item: MediaItem } | { ok: false; message: string; /** The HTTP status; 0 when the request itself failed. 401: the session ended. */ status: number };

/**
 * Sends one image to POST /api/upload (the session cookie authenticates it) and answers its URL, or the
 * server's translated message (the first field error, as spec §8 says, else the message). `locale`
 * makes the server answer in the user's language; `fallback` is shown when the request itself fails.
 */
export async function uploadImage(file: File, locale: string, fallback: string): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file);
  try {
    const response = await fetch(`/api/upload?locale=${encodeURIComponent(locale)}`, { method: 'POST', body });
    const json = (await response.json().catch(() => null)) as {
      error?: boolean;
      message?: string;
      errors?: { message: string }[];
      data?: MediaItem;
    } | null;
    if (response.ok && json?.data?.url) return { ok: true, url: json.data.url, width: json.data.width, height: json.data.height, item: json.data };
    return { ok: false, message: json?.errors?.[0]?.message ?? json?.message ?? fallback, status: response.status };
  } catch {
    return { ok: false, message: fallback, status: 0 };
  }
}

/** The image files of a paste or drop, in order. */
export function imageFilesOf(list: FileList | null | undefined): File[] {
  return Array.from(list ?? []).filter((file) => file.type.startsWith('image/'));
}
