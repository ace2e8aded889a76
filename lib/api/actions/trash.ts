'use server';

import { mediaOperations } from '@/lib/media/operations';
import { trashOperations as op } from '@/lib/trash/operations';
import { operationAction } from '../operation-action';

// The trash page's server actions (lib/trash/operations.ts). A permanent delete is each kind's own
// DELETE with ?permanent=true: the other kinds' actions are their lists' (lib/api/actions/*.ts); the
// media library deletes through the API, so its action is here.

export const restoreFromTrashAction = operationAction(op.restore);
export const deleteTrashedFileAction = operationAction(mediaOperations.remove);
