'use server';

import { apiKeyOperations as op } from '@/lib/api-keys/operations';
import { operationAction, operationActionWithData } from '../operation-action';

// The API keys page's server actions: the API's operations (lib/api-keys/operations.ts). On success
// of a creation, `data.token` is shown once.

export const createApiKeyAction = operationActionWithData(op.create);
export const revokeApiKeyAction = operationAction(op.revoke);
