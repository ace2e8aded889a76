import 'server-only';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { messages } from '@/db/schema';
import { errors } from '@/lib/core/errors';
import { listPage, type ListPage } from '@/lib/core/list-page';
import type { CurrentUser } from '@/lib/auth/current-user';
import { presentMessage, type MessageRow, type MessageView } from './present';
import type { MessageListQuery, MessageTab } from './schema';

type Viewer = Pick<CurrentUser, 'grants'>;

export function assertInboxReader(viewer: Viewer) {
  if (!viewer.grants.includes('message-received')) throw errors.accessDenied();
}

export const messageColumns = {
  id: messages.id,
  uniqueKey: messages.uniqueKey,
  name: messages.name,
  email: messages.email,
  company: messages.company,
  subject: messages.subject,
  message: messages.message,
  phone: messages.phone,
  locale: messages.locale,
  isRead: messages.isRead,
  isArchived: messages.isArchived,
  isLead: messages.isLead,
  leadId: messages.leadId,
  isSpam: messages.isSpam,
  firstTouch: messages.firstTouch,
  lastTouch: messages.lastTouch,
  conversionPath: messages.conversionPath,
  spamReason: messages.spamReason,
  createdAt: messages.createdAt,
};

/** What the inbox tabs show: not deleted, not spam (spam is stored for review, never delivered). */
const visible = and(eq(messages.isDeleted, false), eq(messages.isSpam, false));

/** Active: not archived. Archived: archived. Leads: marked as lead, archived or not. Spam: caught, not deleted. */
export function tabWhere(tab: MessageTab): SQL | undefined {
  if (tab === 'spam') return and(eq(messages.isDeleted, false), eq(messages.isSpam, true));
  if (tab === 'archived') return and(visible, eq(messages.isArchived, true));
  if (tab === 'leads') return and(visible, eq(messages.isLead, true));
  return and(visible, eq(messages.isArchived, false));
}

export interface MessageList extends ListPage<MessageView> {
  tab: MessageTab;
}

/** Newest first, one tab, one page. */
export async function listMessages(viewer: Viewer, query: MessageListQuery): Promise<MessageList> {
  assertInboxReader(viewer);
  const db = await getDb();
  const list = { table: messages, columns: messageColumns, where: tabWhere(query.tab), orderBy: [desc(messages.createdAt), desc(messages.id)], query };
  const page = await listPage(db, list, (rows: MessageRow[]) => rows.map(presentMessage));
  return { ...page, tab: query.tab };
}

/** Unread messages in the Active tab: the count next to 'Received messages' in the menu. */
export async function countUnreadMessages(viewer: Viewer): Promise<number> {
  assertInboxReader(viewer);
  const db = await getDb();
  const [{ n }] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(tabWhere('active'), eq(messages.isRead, false)));
  return Number(n);
}

/** One visible message by id and unique_key (both must match), or 404. */
export async function getMessage(viewer: Viewer, id: number, uniqueKey: string): Promise<MessageView> {
  assertInboxReader(viewer);
  const db = await getDb();
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    // Spam opens too (from the Spam tab), so staff can read it before saying "not spam".
    .where(and(eq(messages.isDeleted, false), eq(messages.id, id), eq(messages.uniqueKey, uniqueKey)))
    .limit(1);
  if (!row) throw errors.notFound();
  return presentMessage(row);
}
