import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { fetchImage, imageKind } from './fetch-image';
import type { FoundMedia, ImportedMedia, MediaSource } from './model';
import { extractZipEntry, readZipDirectory, type ZipEntry } from './zip-entries';

/** The largest image taken from the zip; a larger entry (a video, a print file) is left alone. */
const MAX_ZIP_IMAGE_BYTES = 20 * 1024 * 1024;

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif)$/i;

// An uploads zip may hold the folder itself (uploads/2013/01/a.jpg), its contents (2013/01/a.jpg) or
// the whole site (wp-content/uploads/…, content/images/…): every tail of an entry's name finds it.
function indexEntries(entries: ZipEntry[]): Map<string, ZipEntry> {
  const index = new Map<string, ZipEntry>();
  for (const entry of entries) {
    if (!IMAGE_EXTENSION.test(entry.name) || entry.size > MAX_ZIP_IMAGE_BYTES) continue;
    const parts = entry.name.split('/');
    for (let from = 0; from < parts.length; from += 1) {
      const tail = parts.slice(from).join('/');
      if (!index.has(tail)) index.set(tail, entry);
    }
  }
  return index;
}

// WordPress serves smaller copies as name-300x200.jpg, Ghost as size/w600/name.jpg: when only the
// original is in the zip, it will do.
const originalOf = (zipPath: string) => zipPath.replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1').replace(/^size\/w\d+(?:h\d+)?\//, '');

function fileNameOf(address: string, bytes: Buffer): string {
  let base = '';
  try {
    base = decodeURIComponent(path.posix.basename(new URL(address, 'http://x.invalid').pathname));
  } catch {
    base = '';
  }
  if (IMAGE_EXTENSION.test(base)) return base;
  return `${base.replace(/\.[^.]*$/, '') || 'image'}.${imageKind(bytes) ?? 'bin'}`;
}

/**
 * Where the import looks for an image: the uploads zip first (judged whole when this is called: an
 * unsafe zip throws ImportFileError 'unsafe_zip' before anything is written), then the old site when
 * `fetch` is true. `allowPrivate` defaults to WEBHOOK_ALLOW_PRIVATE, the switch webhooks use.
 */
export function mediaSource(options: { zip: Buffer | null; fetch: boolean; allowPrivate?: boolean; timeoutMs?: number }): MediaSource {
  const zip = options.zip;
  const index = zip ? indexEntries(readZipDirectory(zip)) : new Map<string, ZipEntry>();
  // A host that did not answer (or is refused) is not asked again for every image of a 5,000-post import.
  const deadHosts = new Set<string>();

  const fromZip = (media: ImportedMedia): FoundMedia | null => {
    if (!zip || !media.zipPath) return null;
    for (const key of [media.zipPath, originalOf(media.zipPath)]) {
      const entry = index.get(key);
      const bytes = entry ? extractZipEntry(zip, entry) : null;
      if (entry && bytes && imageKind(bytes)) return { bytes, fileName: path.posix.basename(entry.name) };
    }
    return null;
  };

  const fromSite = async (media: ImportedMedia): Promise<FoundMedia | null> => {
    let host: string;
    try {
      host = new URL(media.url).host;
    } catch {
      return null;
    }
    if (deadHosts.has(host)) return null;
    const outcome = await fetchImage(media.url, { allowPrivate: options.allowPrivate ?? env().WEBHOOK_ALLOW_PRIVATE, timeoutMs: options.timeoutMs });
    if (outcome.ok) return { bytes: outcome.bytes, fileName: fileNameOf(outcome.url.href, outcome.bytes) };
    if (outcome.reason === 'unreachable' || outcome.reason === 'refused') deadHosts.add(host);
    return null;
  };

  return {
    async find(media) {
      return fromZip(media) ?? (options.fetch ? fromSite(media) : null);
    },
  };
}
