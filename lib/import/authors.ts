import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { importItems, users } from '@/db/schema';
import { logger } from '@/lib/logger';
import { getStorage } from '@/lib/storage';
import type { ImportRow } from './present';
import { importParsers } from './run';
import { importFileSources, type ImportFileSource } from './schema';

// The file's authors on an import's report, with the user each one goes to (issue 34 §1).

export interface ImportAuthorView {
  /** The source's own id: the key of `author_map`. */
  source_id: string;
  name: string;
  /** From the file while it is kept (a dry run awaiting its confirmation); null after. */
  email: string | null;
  /** The existing user the author goes to (mapped, imported before, or matched by email); null: a new inactive user. */
  match: { id: number; name: string } | null;
}

const isFileSource = (source: string): source is ImportFileSource => (importFileSources as readonly string[]).includes(source);

/** Source author id → email, read again from the stored file; empty once the file is gone or unreadable. */
async function emailsFromFile(row: ImportRow): Promise<Map<string, string | null>> {
  const emails = new Map<string, string | null>();
  if (!row.fileKey || !isFileSource(row.source)) return emails;
  try {
    const file = await getStorage().get(row.fileKey);
    if (!file) return emails;
    for (const author of importParsers[row.source](Buffer.from(file)).authors) emails.set(author.sourceId, author.email?.trim().toLowerCase() || null);
  } catch (error) {
    // The report stays readable without the emails.
    logger.warn({ err: error, importId: row.id }, 'import authors: the file could not be read again');
  }
  return emails;
}

/**
 * The authors of an import, from its report's author lines (which say what the run did, or what a dry
 * run would do, with each one), their emails from the file while it is kept.
 */
export async function importAuthors(row: ImportRow): Promise<ImportAuthorView[]> {
  const db = await getDb();
  const lines = await db
    .select({ sourceId: importItems.sourceId, title: importItems.title, action: importItems.action, targetId: importItems.targetId, userName: users.fullName })
    .from(importItems)
    .leftJoin(users, eq(users.id, importItems.targetId))
    .where(and(eq(importItems.importId, row.id), eq(importItems.sourceKind, 'author')))
    .orderBy(asc(importItems.id));
  if (lines.length === 0) return [];
  const emails = await emailsFromFile(row);
  // A real run's "created" user is new, not a match; a dry run's created line has no user yet.
  return lines.map((l) => ({
    source_id: l.sourceId,
    name: l.title ?? l.sourceId,
    email: emails.get(l.sourceId) ?? null,
    match: l.action !== 'created' && l.targetId !== null && l.userName !== null ? { id: l.targetId, name: l.userName } : null,
  }));
}
