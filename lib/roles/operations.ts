import { operationsFor } from '@/lib/core/operation';
import { EARLIER, KEY, noSuch, NOW, success } from '@/lib/core/api-examples';
import { createRole, deleteRole, updateRole } from './commands';
import { listRoles } from './queries';
import { roleInputSchema, roleUpdateSchema } from './schema';

// The roles API and the roles page's actions, declared once (lib/core/operation.ts). Beyond the spec
// (§3 only stores roles). Managing roles needs the `users` route and the `roles` capability together,
// checked before the body is read: a caller who may not manage roles learns nothing about its shape
// (403, not 422). The commands check it again, and every other rule.

const keyed = '/api/role/roles/{id}/{unique_key}';
const operation = operationsFor({ tag: 'Roles', access: { allOf: ['users', 'roles'] } });
const notFound = noSuch('role');

export const roleExample = {
  id: 4,
  unique_key: KEY,
  name: 'editor',
  title: 'Editor',
  active_routes: ['dashboard', 'list-of-articles', 'compose'],
  require_two_factor: false,
  users_count: 2,
  created_at: EARLIER,
  updated_at: NOW,
  version: 2,
};

// fieldErrors by name, title, active_routes; errorCode ROLE_NAME_TAKEN, ROLE_IN_USE, CANNOT_GRANT, LAST_USERS_MANAGER …
const refusal = { logLabel: 'role action failed' };

export const roleOperations = {
  list: operation({
    method: 'GET',
    path: '/api/role/roles',
    run: ({ user }) => listRoles(user),
    doc: {
      summary: 'List roles',
      description: 'Needs the `users` route and the `roles` capability together.',
      responses: { 200: 'The roles with their user counts.' },
      example: success([roleExample]),
    },
  }),
  create: operation({
    method: 'POST',
    path: '/api/role/roles',
    sudo: true,
    input: roleInputSchema,
    // The name is immutable afterwards.
    run: ({ user, input }) => createRole(user, input),
    status: 201,
    message: 'Roles.success.created',
    refusal,
    doc: {
      summary: 'Create a role',
      description: 'The name is fixed afterwards. One may grant only what one holds (403 CANNOT_GRANT).',
      responses: { 201: 'The role, created.', 409: 'The name is taken.' },
      example: success({ ...roleExample, users_count: 0 }, 'Role created.'),
    },
  }),
  update: operation({
    method: 'PUT',
    path: keyed,
    sudo: true,
    versioned: true,
    input: roleUpdateSchema,
    // Applies to signed-in users on their next request.
    run: ({ user, key, input }) => updateRole(user, key, input),
    message: 'Roles.success.updated',
    refusal,
    doc: {
      summary: 'Update a role',
      description:
        'Every field is optional: one absent is left unchanged. Applies to its users on their next request. 403 CANNOT_GRANT; 409 LAST_USERS_MANAGER when no active user could manage users afterwards.',
      responses: { 200: 'The role, updated.', 404: notFound, 409: 'The last users manager would lose the grant.' },
      example: success(roleExample, 'Role updated.'),
    },
  }),
  remove: operation({
    method: 'DELETE',
    path: keyed,
    sudo: true,
    run: ({ user, key }) => deleteRole(user, key),
    message: 'Roles.success.deleted',
    refusal,
    doc: {
      summary: 'Delete a role',
      description: 'Only a role no user holds (409 ROLE_IN_USE).',
      responses: { 200: 'The deleted role.', 404: notFound, 409: 'Users hold the role.' },
      example: success({ ...roleExample, users_count: 0 }, 'Role deleted.'),
    },
  }),
};
