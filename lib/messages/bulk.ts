import 'server-only';
import { z } from 'zod';
import type { Actor } from '@/lib/core/actor';
import { bulkAction, bulkBodySchema, bulkSelection, runBulk, type BulkSpec } from '@/lib/core/bulk';
import { parseInput } from '@/lib/core/command';
import type { Translate } from '@/lib/i18n/translate';
import { markMessageSpam, updateMessage } from './commands';
import { listMessages } from './queries';
import { messageTabs, type MessageTab } from './schema';

/*
 * The inbox's bulk actions (issue 33 §5): mark_read and archive run the single update row by row
 * (audited, also the read mark, as every bulk row is); mark_spam moves a message to the Spam tab.
 */

export const messageBulkActions = ['mark_read', 'archive', 'mark_spam'] as const;

/** The inbox's filter: its tab. */
const messageBulkFilterSchema = z.object({
  tab: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(messageTabs, { error: 'Leads.invalidValue' }).default('active')),
});

/** POST /api/message/messages-bulk */
export const messageBulkBodySchema = bulkBodySchema(messageBulkActions, messageBulkFilterSchema);

const noParams = z.object({});

const spec: BulkSpec<Actor, { tab: MessageTab }> = {
  actions: {
    mark_read: bulkAction(noParams, (user, key) => updateMessage(user, key, { read: true }, { auditRead: true })),
    archive: bulkAction(noParams, (user, key) => updateMessage(user, key, { archived: true })),
    mark_spam: bulkAction(noParams, (user, key) => markMessageSpam(user, key)),
  },
  page: async (user, filter, page, limit) => {
    const list = await listMessages(user, { tab: filter.tab, page, limit });
    return { items: list.items, total: list.total };
  },
};

/** Runs a parsed POST /api/message/messages-bulk body. */
export function runMessageBulk(user: Actor, body: z.output<typeof messageBulkBodySchema>, t: Translate) {
  return runBulk(spec, user, body, t);
}

/** The keys of every row the list's filter selects (the list's "select all N matching"), at most BULK_MAX. */
export function messageBulkSelection(user: Actor, filter: unknown) {
  return bulkSelection(spec, user, parseInput(messageBulkFilterSchema, filter));
}
