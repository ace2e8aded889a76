import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { imports, users } from '@/db/schema';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import type { Actor } from '@/lib/core/actor';
import { AppError } from '@/lib/core/errors';
import { inspectExport, restoreExport } from '@/lib/export/restore';
import { markRedirectsChanged } from '@/lib/redirects/serving';
import { getStorage } from '@/lib/storage';
import { presentImport, type ImportView } from './present';

/*
 * A Vitrine export brought in through the import (issue 34 §2: `source=vitrine`): restored at once by
 * lib/export (into a site with nothing beyond the seed; 409 SITE_NOT_EMPTY otherwise, 422 for a file
 * that is no export), and recorded as a finished import so it is listed with the others. A dry run
 * checks the file and the site and counts what would be written. There is no undo: the restore
 * replaced the whole site (a later export, or a backup, is the way back).
 */
export async function importVitrineExport(actor: Actor, dryRun: boolean, bytes: Uint8Array, fileName: string): Promise<ImportView> {
  const summary = dryRun ? await inspectExport(bytes) : await restoreExport(bytes, actor);
  // A dry run keeps the file (as the other sources' do) for its confirmation; unconfirmed, it goes after a day.
  let fileKey: string | null = null;
  if (dryRun) {
    fileKey = `imports/${randomUUID()}/source`;
    await getStorage().put(fileKey, bytes, 'application/zip');
  }
  if (!dryRun) {
    // Everything public changed: every list, setting and page; and the redirects table.
    const tags: string[] = [];
    for (const tag of Object.values(cacheTags)) if (typeof tag === 'string') tags.push(tag);
    await invalidate(...tags);
    markRedirectsChanged();
  }
  const total = Object.values(summary.counts).reduce((sum, n) => sum + n, 0);
  const db = await getDb();
  // The restore replaced the users: the importer is named only if their account is still there.
  const [still] = await db.select({ id: users.id }).from(users).where(eq(users.id, actor.id));
  const now = new Date();
  const [row] = await db
    .insert(imports)
    .values({
      source: 'vitrine',
      status: 'done',
      dryRun,
      fileName: fileName.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || 'export.zip',
      fileKey,
      options: { sections: summary.counts, files: summary.files },
      total,
      processed: total,
      counts: { created: dryRun ? 0 : total, updated: 0, skipped: 0, failed: 0 },
      createdBy: still?.id ?? null,
      startedAt: now,
      finishedAt: now,
    })
    .returning();
  return presentImport(row);
}

/** Confirms a Vitrine export's dry run: restores the file it kept, then lets the file go. */
export async function confirmVitrineExport(actor: Actor, dry: { id: number; fileKey: string; fileName: string }): Promise<ImportView> {
  const storage = getStorage();
  const bytes = await storage.get(dry.fileKey);
  if (!bytes) throw new AppError('Import.errors.notConfirmable', 409, { errorCode: 'IMPORT_NOT_CONFIRMABLE' });
  const done = await importVitrineExport(actor, false, bytes, dry.fileName);
  const db = await getDb();
  await db.update(imports).set({ fileKey: null, updatedAt: new Date() }).where(eq(imports.id, dry.id));
  await storage.delete(dry.fileKey).catch(() => undefined);
  return done;
}
