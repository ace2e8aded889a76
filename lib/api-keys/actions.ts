'use server';

import { serverAction } from '@/lib/api/server-action';
import { runAction, runActionWithData, type ActionOptions, type ActionResult } from '@/lib/api/action-result';
import { createApiKey, revokeApiKey, type CreatedApiKey } from './commands';
import type { ApiKeyInput } from './schema';

// Server actions of the API keys page: the page's capability is checked first, then the same commands
// as /api/api-key/… (a browser session is never a key, so it may create keys).

const apiKeyAction: ActionOptions = { route: 'api-keys', logLabel: 'api key action failed' };

/** fieldErrors by name, grants, expires_at; errorCode CANNOT_GRANT. On success, `data.token` is shown once. */
export const createApiKeyAction = serverAction(async (input: ApiKeyInput): Promise<ActionResult<CreatedApiKey>> => {
  return runActionWithData((user) => createApiKey(user, input), 'ApiKeys.success.created', apiKeyAction);
}, apiKeyAction);

export const revokeApiKeyAction = serverAction(async (id: number, uniqueKey: string): Promise<ActionResult> => {
  return runAction((user) => revokeApiKey(user, { id, uniqueKey }), 'ApiKeys.success.revoked', apiKeyAction);
}, apiKeyAction);
