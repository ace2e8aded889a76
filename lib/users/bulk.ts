import 'server-only';
import { z } from 'zod';
import { bulkAction, bulkBodySchema, bulkSelection, runBulk, type BulkSpec } from '@/lib/core/bulk';
import { parseInput } from '@/lib/core/command';
import type { Translate } from '@/lib/i18n/translate';
import { changeUserStatus, type UserActor } from './commands';
import { listUsers } from './list';
import { userListQuerySchema, type UserListQuery } from './schema';

/*
 * The users list's bulk actions (issue 33 §5): block and unblock run the single status change row by
 * row (not oneself, not someone the caller may not act on, the last users manager kept: each such row
 * fails alone). Unblocking makes the user active (or first access, when they never chose a password).
 */

export const userBulkActions = ['block', 'unblock'] as const;

const userBulkFilterSchema = userListQuerySchema.omit({ page: true, limit: true });

/** POST /api/user/users-bulk */
export const userBulkBodySchema = bulkBodySchema(userBulkActions, userBulkFilterSchema);

const noParams = z.object({});

const spec: BulkSpec<UserActor, Omit<UserListQuery, 'page' | 'limit'>> = {
  actions: {
    block: bulkAction(noParams, (user, key) => changeUserStatus(user, key, { status: 'blocked' })),
    unblock: bulkAction(noParams, (user, key) => changeUserStatus(user, key, { status: 'active' })),
  },
  page: async (user, filter, page, limit) => {
    const list = await listUsers(user, { ...filter, page, limit });
    return { items: list.items, total: list.total };
  },
};

/** Runs a parsed POST /api/user/users-bulk body. */
export function runUserBulk(user: UserActor, body: z.output<typeof userBulkBodySchema>, t: Translate) {
  return runBulk(spec, user, body, t);
}

/** The keys of every row the list's filter selects (the list's "select all N matching"), at most BULK_MAX. */
export function userBulkSelection(user: UserActor, filter: unknown) {
  return bulkSelection(spec, user, parseInput(userBulkFilterSchema, filter));
}
