'use server';

import { articleBulkSelection } from '@/lib/articles/bulk';
import { articleOperations } from '@/lib/articles/operations';
import { leadBulkSelection } from '@/lib/leads/bulk';
import { leadOperations } from '@/lib/leads/operations';
import { messageBulkSelection } from '@/lib/messages/bulk';
import { messageOperations } from '@/lib/messages/operations';
import { userBulkSelection } from '@/lib/users/bulk';
import { userOperations } from '@/lib/users/operations';
import { runActionWithData } from '../action-result';
import { operationActionWithData } from '../operation-action';
import { serverAction } from '../server-action';

// The lists' bulk actions (components/admin/bulk): the run is the API's operation, chunk by chunk;
// "select all N matching the filters" first reads the keys the filter selects (the list's own rule).

export const articlesBulkAction = operationActionWithData(articleOperations.bulk);
export const leadsBulkAction = operationActionWithData(leadOperations.bulk);
export const messagesBulkAction = operationActionWithData(messageOperations.bulk);
export const usersBulkAction = operationActionWithData(userOperations.bulk);

const selection = (logLabel: string) => ({ logLabel, refusal: 'generic' as const });

export const articlesMatchingAction = serverAction(async (filter: unknown) =>
  runActionWithData((user) => articleBulkSelection(user, filter), () => '', { route: 'list-of-articles', ...selection('article selection failed') }),
);
export const leadsMatchingAction = serverAction(async (filter: unknown) =>
  runActionWithData((user) => leadBulkSelection(user, filter), () => '', { route: 'list-leads', ...selection('lead selection failed') }),
);
export const messagesMatchingAction = serverAction(async (filter: unknown) =>
  runActionWithData((user) => messageBulkSelection(user, filter), () => '', { route: 'message-received', ...selection('message selection failed') }),
);
export const usersMatchingAction = serverAction(async (filter: unknown) =>
  runActionWithData((user) => userBulkSelection(user, filter), () => '', { route: 'users', ...selection('user selection failed') }),
);
