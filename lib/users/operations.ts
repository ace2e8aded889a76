import { ok } from '@/lib/core/envelope';
import { errors } from '@/lib/core/errors';
import { parseInput } from '@/lib/core/command';
import { recordId } from '@/lib/core/fields';
import { userExample } from '@/lib/auth/examples';
import { bulkMessage } from '@/lib/core/bulk';
import { bulkDoc } from '@/lib/core/bulk-doc';
import { operationsFor } from '@/lib/core/operation';
import { EARLIER, KEY, noSuch, NOW, onePageOf, pageOf, success } from '@/lib/core/api-examples';
import { clientIp } from '@/lib/auth/client-ip';
import { firstAccessRequired } from '@/lib/auth/first-access';
import { changeOwnPassword } from '@/lib/auth/password-change';
import { listOwnSessions, revokeOtherSessions, revokeOwnSession } from '@/lib/auth/session-list';
import { env } from '@/lib/env';
import { getUserActiveRoutes } from './active-routes';
import { changeUserStatus, createUser, deleteUser, resetUserTwoFactor, updateUser } from './commands';
import { runUserBulk, userBulkBodySchema } from './bulk';
import { listUsers } from './list';
import { presentUser } from './present';
import { PUBLIC_USERS_CACHE_CONTROL, publicUserProfile, recentUpdatedAuthors } from './public';
import { getUserProfileFor } from './queries';
import { jsonObjectSchema } from './request-body';
import { ownProfileInputSchema, passwordChangeSchema, userInputSchema, userListQuerySchema, userStatusInputSchema } from './schema';

// The user API (staff accounts, one's own profile and sessions, public author profiles) and the users
// page's actions, declared once (lib/core/operation.ts). The routes that take a user's fields read
// any JSON object (jsonObjectSchema: 400 otherwise) and parse the fields here with the command's
// schema, so each problem is a 422 under its field (lib/users/request-body.ts says why).

const operation = operationsFor({ tag: 'Users' });
const notFound = noSuch('user');
const keyed = '/api/user/user/{id}/{unique_key}';


const publicUserExample = {
  id: 3,
  unique_key: KEY,
  name: 'Ana',
  last_name: 'Souza',
  full_name: 'Ana Souza',
  photo: null,
  biography: 'Escreve sobre gestão.',
  position: 'manager',
  updated_at: NOW,
  article_count: 12,
};

/** `{id, unique_key}`: the keys of a deleted record. */
const keysData = { type: 'object', properties: { id: { type: 'integer' }, unique_key: { type: 'string' } }, required: ['id', 'unique_key'] };

const idSchema = recordId();

/** `{id}` of the path as a user's id (else 404), and a first-access caller kept to their own. */
function readableUserId(user: { id: number; status: string }, raw: string | undefined): number {
  const id = idSchema.safeParse(raw);
  if (!id.success) throw errors.userNotFound();
  // A first-access user may read only their own profile until they choose a password.
  if (user.status === 'first-access' && id.data !== user.id) throw firstAccessRequired();
  return id.data;
}

// fieldErrors by name, last_name, email, position, permission, cpf, phone …; errorCode OWN_STATUS, OWN_ACCOUNT, LAST_USERS_MANAGER, CANNOT_GRANT …
const refusal = { logLabel: 'user action failed' };

export const userOperations = {
  create: operation({
    method: 'POST',
    path: '/api/user/user',
    access: 'users',
    sudo: true,
    versioned: true,
    input: jsonObjectSchema,
    run: async ({ user, input }) => {
      const created = await createUser(user, parseInput(userInputSchema, input));
      return { ...presentUser(created.user), firstAccessPassword: created.firstAccessPassword };
    },
    status: 201,
    message: 'Success.userCreated',
    // The only answer that ever carries the first-access password (only its hash is stored).
    headers: { 'Cache-Control': 'no-store' },
    refusal,
    doc: {
      summary: 'Create a user',
      description:
        'The new user starts in status first-access with a generated password, `first_access_password`: this answer is the only one that ever carries it (only its hash is stored). `permission` is a role name; one may give only roles whose grants one holds.',
      bodies: [userInputSchema],
      responses: { 201: 'The user, created.', 403: 'A role holding grants the caller lacks.', 409: 'The email or CPF is taken.' },
      example: success({ ...userExample, status: 'first-access', first_access_password: 'h7Q-mP2x-9kLw' }, 'User created.'),
    },
  }),
  read: operation({
    method: 'GET',
    path: '/api/user/user/{id}',
    access: 'signed-in',
    allowFirstAccess: true,
    run: async ({ user, params }) => presentUser(await getUserProfileFor(user, readableUserId(user, params.id))),
    doc: {
      summary: 'Read a user',
      description: 'One’s own profile (any signed-in user, even in first access), or anyone’s with the `users` grant.',
      responses: { 200: 'The user.', 404: 'No such user.' },
      example: success(userExample),
    },
  }),
  update: operation({
    method: 'PUT',
    path: keyed,
    access: 'signed-in',
    allowFirstAccess: true,
    // Only a change of `permission` is a sudo-mode change (the command asks for it then).
    sudo: true,
    input: jsonObjectSchema,
    // A manager's edit or one's own profile: updateUser decides which, and reads the body only once
    // the caller may make the change (a refused request answers 403 whatever it sends).
    deferInput: true,
    run: ({ user, key, input, readInput }) => updateUser(user, key, readInput ?? (async () => input)),
    respond: ({ profile, rolesChanged }, { t }) => ok(presentUser(profile), { message: t(rolesChanged ? 'Success.userRolesUpdated' : 'Success.userUpdated') }),
    doc: {
      summary: 'Update a user (or one’s own profile)',
      description:
        'With the `users` grant: the whole user (first body). On one’s own account without it: the own-profile fields only (second body). Roles changed here apply on the user’s next request. Only a change of `permission` is a sudo-mode change (403 REAUTH_REQUIRED).',
      bodies: [userInputSchema, ownProfileInputSchema],
      responses: { 200: 'The user, updated.', 404: notFound, 409: 'The email or CPF is taken.' },
      example: success(userExample, 'User updated.'),
    },
  }),
  remove: operation({
    method: 'DELETE',
    path: keyed,
    access: 'users',
    sudo: true,
    // Not oneself, not the last active user manager; the user's sessions end with the row.
    run: ({ user, key }) => deleteUser(user, key),
    message: 'Success.userDeleted',
    refusal,
    doc: {
      summary: 'Delete a user',
      description: 'Not oneself, nor the last active user manager. The user’s sessions end; their articles stay with no author.',
      responses: { 200: 'The deleted user’s keys.', 404: notFound, 409: 'The last active user manager.' },
      data: keysData,
      example: success({ id: 7, unique_key: KEY }, 'User deleted.'),
    },
  }),
  changeStatus: operation({
    method: 'PUT',
    path: '/api/user/user-change-status/{id}/{unique_key}',
    access: 'users',
    versioned: true,
    input: jsonObjectSchema,
    run: async ({ user, key, input }) => presentUser(await changeUserStatus(user, key, parseInput(userStatusInputSchema, input))),
    message: 'Success.userStatusChanged',
    refusal,
    doc: {
      summary: 'Change a user’s status',
      description:
        'Not one’s own (403 OWN_STATUS). Inactive and blocked end all the user’s sessions at once; a user who never chose a password goes back to first access when activated. Send the user’s `version` (or If-Match) to be refused with 409 VERSION_CONFLICT when the user was changed since.',
      bodies: [userStatusInputSchema],
      responses: { 200: 'The user with the status applied.', 404: notFound, 409: 'The last active user manager.' },
      example: success({ ...userExample, status: 'inactive' }, 'Status changed.'),
    },
  }),
  resetTwoFactor: operation({
    method: 'POST',
    path: '/api/user/user-two-factor-reset/{id}/{unique_key}',
    access: 'users',
    sudo: true,
    run: async ({ user, key }) => presentUser(await resetUserTwoFactor(user, key)),
    message: 'TwoFactor.reset.done',
    refusal,
    doc: {
      summary: 'Turn off a user’s two-factor sign-in',
      description: 'For a lost phone: the person’s sessions end and they set it up again at their next sign-in if their role requires it. Audited.',
      responses: { 200: 'The user.', 404: notFound, 409: 'Two-factor sign-in was not on.' },
      example: success(userExample, 'Two-factor sign-in was turned off.'),
    },
  }),
  changeOwnPassword: operation({
    method: 'PUT',
    path: '/api/user/user-reset-password',
    access: 'own-account',
    input: passwordChangeSchema,
    // The caller's other sessions end; the token or cookie of this request stays valid.
    run: async ({ user, input, request }) =>
      presentUser(await changeOwnPassword(user, input, { ip: request ? clientIp(request.headers, env().TRUST_PROXY) : undefined })),
    message: 'Success.passwordReset',
    doc: {
      summary: 'Change one’s own password',
      description: 'Ends the caller’s other sessions; the token or cookie of this request stays valid.',
      responses: { 200: 'The user.', 422: 'The current password is wrong, or the new one breaks a rule.', 429: 'Too many wrong attempts.' },
      example: success(userExample, 'Password changed.'),
    },
  }),
  bulk: operation({
    method: 'POST',
    path: '/api/user/users-bulk',
    access: 'users',
    input: userBulkBodySchema,
    run: ({ user, input, t }) => runUserBulk(user, input, t),
    message: bulkMessage,
    doc: bulkDoc({
      summary: 'Block or unblock many users',
      actions: '`block`, `unblock` (the single status change: unblocking makes the user active, or first access when they never chose a password).',
      rows: 'Oneself, and a user the caller may not act on, fail alone.',
      filter: 'the users list\'s `search`',
    }),
  }),
  list: operation({
    method: 'POST',
    path: '/api/user/users-list',
    access: 'users',
    input: userListQuerySchema,
    run: ({ user, input }) => listUsers(user, input),
    doc: { summary: 'List users', responses: { 200: onePageOf('users') }, example: success(pageOf([userExample])) },
  }),
  activeRoutes: operation({
    method: 'GET',
    path: '/api/user/user/user-active-routes/{id}/{flag}',
    access: 'signed-in',
    allowFirstAccess: true,
    // The spec's client sends 1 to "refresh its cached permissions" and 0 to only read them; the
    // server keeps no permission cache (each request reads the roles table), so both answer the same
    // fresh data, never cached.
    run: ({ user, params }) => {
      if (params.flag !== '0' && params.flag !== '1') throw errors.badRequest();
      return getUserActiveRoutes(user, readableUserId(user, params.id));
    },
    headers: { 'Cache-Control': 'no-store' },
    doc: {
      summary: 'A user’s roles and grants',
      description:
        'One’s own, or anyone’s with `users`. `flag` is 0 (read) or 1 (refresh): the server keeps no permission cache, so both answer the same fresh data.',
      params: { flag: { description: '0 or 1.', schema: { type: 'string', enum: ['0', '1'] } } },
      responses: { 200: 'The user and their roles.', 400: 'A flag other than 0 or 1.', 404: 'No such user.' },
      example: success({ user: userExample, roles: [{ name: 'manager', title: 'Manager', active_routes: ['dashboard', 'list-of-articles', 'compose'] }] }),
    },
  }),
  publicProfile: operation({
    method: 'GET',
    path: '/api/user/user/data-user-router-public/{unique_key}/{id}',
    access: 'public',
    // Anything but an active user with this unique_key and id is 404 "User not found".
    run: ({ key }) => publicUserProfile(key.uniqueKey, key.id),
    headers: { 'Cache-Control': PUBLIC_USERS_CACHE_CONTROL },
    doc: {
      summary: 'An author’s public profile',
      description: 'The active user with this unique_key and id: public fields only.',
      params: { unique_key: 'The user’s unique_key.', id: { description: 'The user’s id.', schema: { type: 'string' } } },
      responses: { 200: 'The public profile.', 404: 'User not found.' },
      example: success(publicUserExample),
    },
  }),
  recentAuthors: operation({
    method: 'GET',
    // The static folder wins over the sibling [id]/[unique_key] route.
    path: '/api/user/user/recent-updated-users/{count}',
    access: 'public',
    run: ({ params }) => recentUpdatedAuthors(params.count ?? ''),
    headers: { 'Cache-Control': PUBLIC_USERS_CACHE_CONTROL },
    doc: {
      summary: 'Recently updated authors',
      description: 'The `count` (1 to 50) most recently updated active users with a live article, public fields only.',
      params: { count: { description: 'How many (1 to 50).', schema: { type: 'string', pattern: '^[0-9]+$' } } },
      responses: { 200: 'The authors.', 400: 'count is not a number.' },
      example: success([publicUserExample]),
    },
  }),
  sessions: operation({
    method: 'GET',
    path: '/api/user/sessions',
    access: 'own-account',
    run: ({ user }) => listOwnSessions(user),
    doc: {
      summary: 'One’s own sessions',
      description: 'Browsers and API tokens of the caller, the current one marked.',
      responses: { 200: 'The sessions.' },
      example: success([
        {
          id: 88,
          kind: 'api',
          browser: null,
          os: null,
          device: null,
          user_agent: 'curl/8.5.0',
          ip_address: '203.0.113.7',
          last_seen_at: NOW,
          created_at: EARLIER,
          expires_at: '2026-05-11T13:20:00.000Z',
          current: true,
        },
      ]),
    },
  }),
  revokeOtherSessions: operation({
    method: 'DELETE',
    path: '/api/user/sessions',
    access: 'own-account',
    run: async ({ user }) => ({ ended: await revokeOtherSessions(user) }),
    message: ({ ended }, t) => t('MyProfile.sessions.othersEnded', { count: ended }),
    doc: {
      summary: 'End one’s other sessions',
      description: 'Every session of the caller but this one.',
      responses: { 200: 'How many ended.' },
      example: success({ ended: 2 }, '2 other sessions were ended.'),
    },
  }),
  revokeSession: operation({
    method: 'DELETE',
    path: '/api/user/sessions/{id}',
    access: 'own-account',
    run: async ({ user, params }) => {
      await revokeOwnSession(user, params.id);
      return { id: Number(params.id) };
    },
    message: 'MyProfile.sessions.ended',
    doc: {
      summary: 'End one of one’s other sessions',
      description: 'The session of this request answers 409 CURRENT_SESSION (sign out with POST /api/auth/auth/logout); another user’s session answers 404.',
      responses: { 200: 'Ended.', 404: 'No such session of the caller.', 409: 'It is the session of this request.' },
      example: success({ id: 87 }, 'Session ended.'),
    },
  }),
};
