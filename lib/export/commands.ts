import 'server-only';
import { getDb } from '@/db/client';
import { auditLog } from '@/db/schema';
import type { Actor } from '@/lib/core/actor';
import { getStorage } from '@/lib/storage';
import type { ExportQuery } from './schema';
import { exportZipStream } from './zip';

/** The site's full export as a zip stream; who took it (and whether with personal data) goes to the audit log. */
export async function startExport(actor: Actor, query: ExportQuery): Promise<ReadableStream<Uint8Array>> {
  const db = await getDb();
  await db.insert(auditLog).values({ actorId: actor.id, action: 'export.download', entityType: 'site', details: { personal_data: query.personal_data } });
  return exportZipStream(db, getStorage(), { personalData: query.personal_data });
}

/** vitrine-export-2026-11-27.zip */
export function exportFileName(now: Date): string {
  return `vitrine-export-${now.toISOString().slice(0, 10)}.zip`;
}
