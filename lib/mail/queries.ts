import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { emailOutbox, type OutboxStatus } from '@/db/schema';
import { verbatim } from '@/lib/core/api-case';
import { errors } from '@/lib/core/errors';
import type { CurrentUser } from '@/lib/auth/current-user';

/** Reading the outbox needs the 'outbox' capability (it holds recovery codes and links). */
function assertOutboxReader(viewer: Pick<CurrentUser, 'grants'>) {
  if (!viewer.grants.includes('outbox')) throw errors.accessDenied();
}

export interface OutboxListItem {
  id: number;
  toAddress: string;
  subject: string;
  template: string | null;
  locale: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxMessage extends OutboxListItem {
  html: string;
  text: string;
  headers: Record<string, string>;
  nextAttemptAt: string | null;
}

export const OUTBOX_PAGE_SIZE = 20;

/** Newest first; optionally only the messages to one address. */
export async function listOutbox(
  viewer: Pick<CurrentUser, 'grants'>,
  query: { page?: number; limit?: number; to?: string } = {},
): Promise<{ items: OutboxListItem[]; total: number; page: number; limit: number }> {
  assertOutboxReader(viewer);
  const db = await getDb();
  const limit = Math.min(Math.max(1, query.limit ?? OUTBOX_PAGE_SIZE), 100);
  const page = Math.max(1, query.page ?? 1);
  const where = query.to ? eq(emailOutbox.toAddress, query.to.trim().toLowerCase()) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(emailOutbox).where(where);
  const rows = await db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      locale: emailOutbox.locale,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null })),
    total: n,
    page,
    limit,
  };
}

export async function getOutboxMessage(viewer: Pick<CurrentUser, 'grants'>, id: number): Promise<OutboxMessage> {
  assertOutboxReader(viewer);
  const db = await getDb();
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  if (!row) throw errors.notFound();
  return {
    id: row.id,
    toAddress: row.toAddress,
    subject: row.subject,
    template: row.template,
    locale: row.locale,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    html: row.html,
    text: row.text,
    // Header names are data (List-Unsubscribe …), written to the API as they are.
    headers: verbatim({ ...(row.headers ?? {}) }),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  };
}
