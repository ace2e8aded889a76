import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { previewLinks, users } from '@/db/schema';
import { hashToken, randomToken } from '@/lib/auth/tokens';
import type { Actor } from '@/lib/core/actor';
import { writeAudit } from '@/lib/core/command';
import { AppError, errors } from '@/lib/core/errors';
import { parseRecordId } from '@/lib/core/fields';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import { presentPreviewLink, type PreviewLinkView } from './present';
import { loadPreviewTarget, previewLinkColumns, type PreviewTarget } from './queries';
import type { PreviewLinkInput } from './schema';

const DAY_MS = 86_400_000;

/** The address anyone may open: under the draft's own language, so the site's frame speaks it too. */
function previewUrl(target: PreviewTarget, token: string): string {
  return absoluteUrl(localizedPath(target.locale, `/preview/${token}`));
}

/**
 * Makes a link to a draft (issue 31 §2): a 256-bit random token, of which only the SHA-256 is stored,
 * so the address is shown this once. Needs the right to edit the article or page.
 */
export async function createPreviewLink(actor: Actor, input: PreviewLinkInput): Promise<{ id: number; url: string; expiresAt: Date }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const target = await loadPreviewTarget(tx, actor, input.kind, input.id, input.unique_key);
    const token = randomToken(32);
    const expiresAt = new Date(Date.now() + input.expires_in_days * DAY_MS);
    const [row] = await tx
      .insert(previewLinks)
      .values({ tokenHash: hashToken(token), kind: target.kind, entityId: target.id, createdBy: actor.id, expiresAt })
      .returning({ id: previewLinks.id, expiresAt: previewLinks.expiresAt });
    await writeAudit(tx, actor, {
      action: 'preview.create',
      entityType: 'preview',
      entityId: row.id,
      details: { kind: target.kind, entity_id: target.id, expires_in_days: input.expires_in_days, expires_at: row.expiresAt.toISOString() },
    });
    return { id: row.id, url: previewUrl(target, token), expiresAt: row.expiresAt };
  });
}

/**
 * Revokes a link: it answers 404 from then on. Whoever may edit its article or page may revoke it
 * (not only its maker). An unknown or already revoked link is 404. A link whose article or page is
 * gone opens nothing already; it may still be revoked by a holder of the grant of its kind.
 */
export async function revokePreviewLink(actor: Actor, rawId: string): Promise<PreviewLinkView> {
  const id = parseRecordId(rawId);
  if (id === null) throw errors.notFound();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: previewLinks.id, kind: previewLinks.kind, entityId: previewLinks.entityId })
      .from(previewLinks)
      .where(and(eq(previewLinks.id, id), isNull(previewLinks.revokedAt)))
      .for('update')
      .limit(1);
    if (!link) throw errors.notFound();
    const kind = link.kind === 'page' ? 'page' : 'article';
    try {
      await loadPreviewTarget(tx, actor, kind, link.entityId);
    } catch (error) {
      // The draft is gone (404): the grant of its kind, which loadPreviewTarget checked first, suffices.
      if (!(error instanceof AppError) || error.status !== 404) throw error;
    }
    const revokedAt = new Date();
    await tx.update(previewLinks).set({ revokedAt }).where(eq(previewLinks.id, link.id));
    await writeAudit(tx, actor, { action: 'preview.revoke', entityType: 'preview', entityId: link.id, details: { kind, entity_id: link.entityId } });
    const [row] = await tx.select(previewLinkColumns).from(previewLinks).leftJoin(users, eq(users.id, previewLinks.createdBy)).where(eq(previewLinks.id, link.id));
    return presentPreviewLink(row);
  });
}
