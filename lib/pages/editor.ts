import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { pages } from '@/db/schema';
import type { CurrentUser } from '@/lib/auth/current-user';
import { AppError } from '@/lib/core/errors';
import type { PageView } from './present';
import { assertPagesAccess, readPage } from './queries';

/** The editor's unsaved copy (autosave), when one was kept after the last save. */
export interface PageEditorDraft {
  title: string;
  blocks: unknown[];
  savedAt: string | null;
}

/**
 * The page the editor opens at /admin/pages/{id} (addressed by id alone: its slug may change while
 * it is edited), with the draft the live preview saved since the last save; null when there is no
 * such page.
 */
export async function getPageForEditor(viewer: Pick<CurrentUser, 'grants'>, id: number): Promise<{ page: PageView; draft: PageEditorDraft | null } | null> {
  assertPagesAccess(viewer);
  const db = await getDb();
  let page: PageView;
  try {
    page = await readPage(db, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
  const [row] = await db.select({ draft: pages.draft }).from(pages).where(eq(pages.id, id)).limit(1);
  const stored = row?.draft;
  const draft =
    stored && typeof stored === 'object' && Array.isArray(stored.blocks)
      ? { title: typeof stored.title === 'string' ? stored.title : page.title, blocks: stored.blocks as unknown[], savedAt: typeof stored.saved_at === 'string' ? stored.saved_at : null }
      : null;
  return { page, draft };
}
