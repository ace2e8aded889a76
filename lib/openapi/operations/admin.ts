import { apiKeyInputSchema } from '@/lib/api-keys/schema';
import { roleInputSchema, roleUpdateSchema } from '@/lib/roles/schema';
import type { ApiOperation } from '../types';
import { apiKeyExample, roleExample } from '../examples';
import { KEY, NOW, success } from '@/lib/core/api-examples';
import { createdApiKeyData } from '../schemas';

const rolesAccess = { allOf: ['users', 'roles'] } as const;

export const adminOperations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/api-key/api-key',
    tag: 'API keys',
    summary: 'Create an API key',
    description:
      'The `token` (vk_…) is in this answer only; store it. The key acts with its grants, cut down to what its creator holds at each request. Grants beyond the caller’s own: 403 CANNOT_GRANT; an API key cannot create keys (403 API_KEY_CANNOT_MANAGE_KEYS).',
    auth: 'api-keys',
    sudo: true,
    body: apiKeyInputSchema,
    responses: { 201: 'The key and its token.' },
    data: createdApiKeyData,
    example: success({ id: 9, unique_key: KEY, token: 'vk_3kP9xQ…(the whole token, shown once)' }, 'API key created.'),
  },
  {
    method: 'GET',
    path: '/api/api-key/api-keys',
    tag: 'API keys',
    summary: 'List API keys',
    description: 'Newest first; never a token. An API key cannot list keys (403 API_KEY_CANNOT_MANAGE_KEYS).',
    auth: 'api-keys',
    responses: { 200: 'The keys.' },
    example: success([apiKeyExample]),
  },
  {
    method: 'DELETE',
    path: '/api/api-key/api-key/{id}/{unique_key}',
    tag: 'API keys',
    summary: 'Revoke an API key',
    description:
      'Its next request is a 401; the key stays listed as revoked. The caller must hold every grant of the key. An API key cannot revoke keys (403 API_KEY_CANNOT_MANAGE_KEYS).',
    auth: 'api-keys',
    responses: { 200: 'The key, revoked.', 404: 'No key with this id and unique_key.' },
    example: success({ ...apiKeyExample, revoked_at: NOW, status: 'revoked' }, 'API key revoked.'),
  },
  {
    method: 'GET',
    path: '/api/role/roles',
    tag: 'Roles',
    summary: 'List roles',
    description: 'Needs the `users` route and the `roles` capability together.',
    auth: rolesAccess,
    responses: { 200: 'The roles with their user counts.' },
    example: success([roleExample]),
  },
  {
    method: 'POST',
    path: '/api/role/roles',
    tag: 'Roles',
    summary: 'Create a role',
    description: 'The name is fixed afterwards. One may grant only what one holds (403 CANNOT_GRANT).',
    auth: rolesAccess,
    sudo: true,
    body: roleInputSchema,
    responses: { 201: 'The role, created.', 409: 'The name is taken.' },
    example: success({ ...roleExample, users_count: 0 }, 'Role created.'),
  },
  {
    method: 'PUT',
    path: '/api/role/roles/{id}/{unique_key}',
    tag: 'Roles',
    summary: 'Update a role',
    description:
      'Every field is optional: one absent is left unchanged. Applies to its users on their next request. 403 CANNOT_GRANT; 409 LAST_USERS_MANAGER when no active user could manage users afterwards.',
    auth: rolesAccess,
    sudo: true,
    body: roleUpdateSchema,
    responses: { 200: 'The role, updated.', 404: 'No role with this id and unique_key.', 409: 'The last users manager would lose the grant.' },
    example: success(roleExample, 'Role updated.'),
  },
  {
    method: 'DELETE',
    path: '/api/role/roles/{id}/{unique_key}',
    tag: 'Roles',
    summary: 'Delete a role',
    description: 'Only a role no user holds (409 ROLE_IN_USE).',
    auth: rolesAccess,
    sudo: true,
    responses: { 200: 'The deleted role.', 404: 'No role with this id and unique_key.', 409: 'Users hold the role.' },
    example: success({ ...roleExample, users_count: 0 }, 'Role deleted.'),
  },
];
