'use server';

import { pageOperations as op } from '@/lib/pages/operations';
import { operationAction, operationActionWithData } from '../operation-action';

// The page editor's server actions: the API's operations (lib/pages/operations.ts), called as
// `updatePageAction({ id, uniqueKey }, values)`. Those that answer with data give the page (or the
// draft's saved_at) back to the editor.

export const createPageAction = operationActionWithData(op.create);
export const updatePageAction = operationActionWithData(op.update);
export const deletePageAction = operationAction(op.remove);
export const changePageStatusAction = operationActionWithData(op.changeStatus);
export const savePageDraftAction = operationActionWithData(op.saveDraft);
export const restorePageRevisionAction = operationActionWithData(op.restoreRevision);
