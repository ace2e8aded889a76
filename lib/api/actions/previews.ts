'use server';

import { previewOperations as op } from '@/lib/previews/operations';
import { operationAction, operationActionWithData } from '../operation-action';

// The share panel's server actions (components/admin/previews/share-preview-panel.tsx): the API's
// operations (lib/previews/operations.ts), with the same access checks.

export const createPreviewLinkAction = operationActionWithData(op.create);
export const listPreviewLinksAction = operationActionWithData(op.list);
export const revokePreviewLinkAction = operationAction(op.revoke);
