import { operationsFor } from '@/lib/core/operation';
import { EARLIER, KEY, noSuch, NOW, success } from '@/lib/core/api-examples';
import { createApiKey, revokeApiKey } from './commands';
import { listApiKeys } from './queries';
import { apiKeyInputSchema } from './schema';

// The API keys API and the API keys page's actions, declared once (lib/core/operation.ts). Capability
// `api-keys`; a key never manages keys (403 API_KEY_CANNOT_MANAGE_KEYS, refused before the body is
// read: it learns nothing about the shape). A browser session is never a key, so the page may.

const operation = operationsFor({ tag: 'API keys', access: 'api-keys' });

export const apiKeyExample = {
  id: 9,
  unique_key: KEY,
  name: 'CRM sync',
  token_prefix: 'vk_3kP9xQ',
  grants: ['list-leads'],
  creator: { id: 1, name: 'Admin', email: 'admin@example.com' },
  created_at: EARLIER,
  expires_at: null,
  last_used_at: NOW,
  last_used_ip: '203.0.113.7',
  revoked_at: null,
  status: 'active',
};

/** `{id, unique_key, token}`: an API key created (the token shown once). */
const createdApiKeyData = {
  type: 'object',
  properties: { id: { type: 'integer' }, unique_key: { type: 'string' }, token: { type: 'string', description: '`vk_…`: shown this once.' } },
  required: ['id', 'unique_key', 'token'],
};

// fieldErrors by name, grants, expires_at; errorCode CANNOT_GRANT.
const refusal = { logLabel: 'api key action failed' };

export const apiKeyOperations = {
  create: operation({
    method: 'POST',
    path: '/api/api-key/api-key',
    keyManagement: 'create',
    sudo: true,
    input: apiKeyInputSchema,
    // Grants beyond the caller's own → 403 CANNOT_GRANT. The token is in this answer only.
    run: ({ user, input }) => createApiKey(user, input),
    status: 201,
    message: 'ApiKeys.success.created',
    refusal,
    doc: {
      summary: 'Create an API key',
      description:
        'The `token` (vk_…) is in this answer only; store it. The key acts with its grants, cut down to what its creator holds at each request. Grants beyond the caller’s own: 403 CANNOT_GRANT; an API key cannot create keys (403 API_KEY_CANNOT_MANAGE_KEYS).',
      responses: { 201: 'The key and its token.' },
      data: createdApiKeyData,
      example: success({ id: 9, unique_key: KEY, token: 'vk_3kP9xQ…(the whole token, shown once)' }, 'API key created.'),
    },
  }),
  list: operation({
    method: 'GET',
    path: '/api/api-key/api-keys',
    keyManagement: 'manage',
    run: ({ user }) => listApiKeys(user),
    doc: {
      summary: 'List API keys',
      description: 'Newest first; never a token. An API key cannot list keys (403 API_KEY_CANNOT_MANAGE_KEYS).',
      responses: { 200: 'The keys.' },
      example: success([apiKeyExample]),
    },
  }),
  revoke: operation({
    method: 'DELETE',
    path: '/api/api-key/api-key/{id}/{unique_key}',
    keyManagement: 'manage',
    // The row stays, shown as revoked; the caller must hold every grant of the key.
    run: ({ user, key }) => revokeApiKey(user, key),
    message: 'ApiKeys.success.revoked',
    refusal,
    doc: {
      summary: 'Revoke an API key',
      description:
        'Its next request is a 401; the key stays listed as revoked. The caller must hold every grant of the key. An API key cannot revoke keys (403 API_KEY_CANNOT_MANAGE_KEYS).',
      responses: { 200: 'The key, revoked.', 404: noSuch('key') },
      example: success({ ...apiKeyExample, revoked_at: NOW, status: 'revoked' }, 'API key revoked.'),
    },
  }),
};
