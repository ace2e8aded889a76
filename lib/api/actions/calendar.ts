'use server';

import { articleOperations } from '@/lib/articles/operations';
import { pageOperations } from '@/lib/pages/operations';
import { operationAction } from '../operation-action';

// The editorial calendar's moves (issue 33 §6): the status-change operations of the article and page
// APIs, called as `rescheduleArticleAction({ id, uniqueKey }, { status: 'published', published_at, version })`,
// so a move obeys the same rules (grants, authorship, alt text, versions) as the editor and the API.

export const rescheduleArticleAction = operationAction(articleOperations.changeStatus);
export const reschedulePageAction = operationAction(pageOperations.changeStatus);
