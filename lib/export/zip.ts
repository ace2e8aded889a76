import 'server-only';
import path from 'node:path';
import { unzipSync, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db } from '@/db/client';
import { AppError } from '@/lib/core/errors';
import type { Storage } from '@/lib/storage';
import { assertStorageKey } from '@/lib/storage/storage';
import { exportDocumentChunks, type ExportOptions } from './document';

// The export zip: `export.json` (lib/export/document.ts) and `uploads/<storage key>` for each stored
// file and each of its re-encoded variants.

export const DOCUMENT_ENTRY = 'export.json';
const UPLOADS_PREFIX = 'uploads/';
/** What a restore unpacks at most (the declared sizes of the entries): a zip bomb stops here. */
const MAX_UNPACKED_BYTES = 4 * 1024 ** 3;

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

export interface ExportZipResult {
  /** Storage keys named by the document that the storage no longer has (left out of the zip). */
  missing: string[];
}

/**
 * The zip, as chunks: the document is deflated as it is produced, then each upload is read from
 * storage and stored as it is (images are already compressed). One upload at a time is in memory.
 */
export async function* exportZipChunks(db: Db, storage: Storage, options: ExportOptions = {}, result: ExportZipResult = { missing: [] }): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else ready.push(data);
  });
  function* drain(): Generator<Uint8Array> {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }

  const keys = new Set<string>();
  const json = new ZipDeflate(DOCUMENT_ENTRY, { level: 6 });
  zip.add(json);
  const encoder = new TextEncoder();
  for await (const chunk of exportDocumentChunks(db, {
    ...options,
    onFile: (file) => {
      keys.add(file.storage_key);
      for (const variant of Object.values(file.variants ?? {})) keys.add(variant);
      options.onFile?.(file);
    },
  })) {
    json.push(encoder.encode(chunk));
    yield* drain();
  }
  json.push(new Uint8Array(0), true);
  yield* drain();

  for (const key of [...keys].sort()) {
    const bytes = await storage.get(key);
    if (!bytes) {
      result.missing.push(key);
      continue;
    }
    const entry = new ZipPassThrough(`${UPLOADS_PREFIX}${key}`);
    zip.add(entry);
    entry.push(bytes, true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/** A web stream of the zip (an HTTP answer), pulled as the client reads: the export follows the client's pace. */
export function exportZipStream(db: Db, storage: Storage, options: ExportOptions = {}): ReadableStream<Uint8Array> {
  const chunks = exportZipChunks(db, storage, options);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

export interface ExportUpload {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

const invalid = () => new AppError('Export.errors.notAnExport', 422, { errorCode: 'INVALID_EXPORT' });

/**
 * The document and the uploads of an export zip. Refuses (422) what is not one: no export.json, an
 * entry outside export.json and uploads/, an upload whose name is not a storage key (`..`, absolute
 * paths, odd characters), or more than MAX_UNPACKED_BYTES unpacked.
 */
export function readExportZip(zip: Uint8Array): { document: Uint8Array; uploads: ExportUpload[] } {
  let unpacked = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      filter: (file) => {
        if (file.name.endsWith('/')) return false;
        if (file.name !== DOCUMENT_ENTRY) {
          if (!file.name.startsWith(UPLOADS_PREFIX)) throw invalid();
          assertStorageKey(file.name.slice(UPLOADS_PREFIX.length));
        }
        unpacked += file.originalSize;
        if (unpacked > MAX_UNPACKED_BYTES) throw invalid();
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid();
  }
  const document = entries[DOCUMENT_ENTRY];
  if (!document) throw invalid();
  const uploads = Object.entries(entries)
    .filter(([name]) => name !== DOCUMENT_ENTRY)
    .map(([name, bytes]) => {
      const key = name.slice(UPLOADS_PREFIX.length);
      return { key, bytes, contentType: CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream' };
    });
  return { document, uploads };
}
