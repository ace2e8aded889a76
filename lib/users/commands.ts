import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { roles, userRoles, users, type UserStatus } from '@/db/schema';
import { assertFreshVersion } from '@/lib/core/version-check';
import { isUniqueViolation, lockByKey, parseInput, violatedConstraint, writeAudit, type RecordKey } from '@/lib/core/command';
import { AppError, errors } from '@/lib/core/errors';
import { assertNotOwnAccountByKey } from '@/lib/api-keys/queries';
import { firstAccessRequired } from '@/lib/auth/first-access';
import { hashPassword } from '@/lib/auth/password';
import { canGrant, grantsOf } from '@/lib/auth/routes';
import { revokeUserSessions } from '@/lib/auth/sessions';
import { hasRecentAuth, reauthRequired, requireRecentAuth, type SudoActor } from '@/lib/auth/sudo';
import { resetTwoFactorOf } from '@/lib/auth/two-factor';
import type { CurrentUser } from '@/lib/auth/current-user';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import type { MessageKey } from '@/lib/i18n/translate';
import { generateFirstAccessPassword } from './first-access-password';
import { assertUsersManagerRemains, countActiveUsersManagers, lockUsersManagers } from './guards';
import { userNameColumns } from './columns';
import { presentUser, type UserProfile } from './present';
import { findUserProfile, rolesOfUser } from './queries';
import { ownProfileInputSchema, userInputSchema, userKeySchema, type OwnProfileValues, type UserStatusValues, type UserValues } from './schema';

// Writes on users. Each runs in one transaction with its audit row, checks the `users` grant itself
// (the API and the server actions check it too) and addresses a user by id AND unique_key.
//
// Rules beyond the spec, decided here:
// - An actor may edit, change the status of or delete only a user whose grants they all hold
//   themselves (a manager with `users` cannot touch an administrator): 403 "Access denied".
// - The last active holder of `users` cannot lose it (role change, status, deletion): 409.
// - Activating a user who never chose a password puts them back in first-access, not active (see
//   neverChosePassword).
// - A deleted user's articles stay, with a null author (articles.author_id ON DELETE SET NULL): the
//   public site shows them without an author, the admin article list a dash (§9) in the author column.

/** Creating, deleting, re-roling a user and resetting their two-factor are sudo-mode changes (lib/auth/sudo.ts). */
export type UserActor = Pick<CurrentUser, 'id' | 'uniqueKey' | 'grants' | 'apiKeyId'> & SudoActor;
export type UserKey = RecordKey;

function assertUsersManager(actor: Pick<CurrentUser, 'grants'>): void {
  if (!actor.grants.includes('users')) throw errors.accessDenied();
}

const fieldError = (status: number, field: string, messageKey: MessageKey) =>
  new AppError('Errors.validation', status, { fieldErrors: [{ field, messageKey }] });
const emailTaken = () => fieldError(409, 'email', 'Errors.emailAlreadyRegistered');
const cpfTaken = () => fieldError(409, 'cpf', 'Users.errors.cpfTaken');
const roleNotFound = () => fieldError(422, 'permission', 'Users.errors.roleNotFound');
const cannotGrant = () => new AppError('Users.errors.cannotGrant', 403, { errorCode: 'CANNOT_GRANT' });

/**
 * A unique-index violation on users (two requests racing past the checks below) as the same 409 the
 * checks give; anything else is rethrown.
 */
function uniqueViolationToConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = violatedConstraint(error) ?? '';
    if (constraint.includes('email')) throw emailTaken();
    if (constraint.includes('cpf')) throw cpfTaken();
  }
  throw error;
}

function audit(tx: Tx, actor: Pick<CurrentUser, 'id'>, action: string, userId: number, details: Record<string, unknown>) {
  return writeAudit(tx, actor, { action, entityType: 'user', entityId: userId, details });
}

/** The row fields an audit entry may show: everything but the password hash (never in an audit row). */
const auditColumns = {
  ...userNameColumns,
  email: users.email,
  position: users.position,
  status: users.status,
  cpf: users.cpf,
  phone: users.phone,
  biography: users.biography,
  photo: users.photo,
  gender: users.gender,
  createdBy: users.createdBy,
  passwordChangedAt: users.passwordChangedAt,
};
type LockedUser = Pick<typeof users.$inferSelect, keyof typeof auditColumns>;

/** Locks the user addressed by id + unique_key (both must match) or answers 404 "User not found". */
function lockUser(tx: Tx, key: UserKey): Promise<LockedUser> {
  return lockByKey<LockedUser>(tx, users, auditColumns, key, errors.userNotFound);
}

/** 409 VERSION_CONFLICT (with the user as saved now) when `given` is not the locked user's version. */
async function assertFreshUser(tx: Tx, before: LockedUser, given: number | undefined): Promise<void> {
  if (given === undefined) return;
  // Read after the row is locked: the version cannot move before the write.
  const [row] = await tx.select({ version: users.version, updatedAt: users.updatedAt }).from(users).where(eq(users.id, before.id));
  await assertFreshVersion(tx, {
    given,
    current: row.version,
    entityType: 'user',
    entityId: before.id,
    savedAt: row.updatedAt,
    present: async () => {
      const profile = await findUserProfile(before.id, tx);
      return profile ? presentUser(profile) : null;
    },
  });
}

/** 403 unless the actor holds every grant the target holds (nobody acts on someone above them). */
async function assertMayActOn(tx: Tx, actor: UserActor, targetId: number) {
  const targetRoles = await rolesOfUser(tx, targetId);
  if (!canGrant(new Set(actor.grants), [...grantsOf(targetRoles)])) throw errors.accessDenied();
  return targetRoles;
}

/** The role named by `permission`, which the actor must be allowed to hand out. */
async function grantableRole(tx: Tx, actor: UserActor, name: string) {
  const [role] = await tx.select({ id: roles.id, name: roles.name, activeRoutes: roles.activeRoutes }).from(roles).where(eq(roles.name, name)).limit(1);
  if (!role) throw roleNotFound();
  if (!canGrant(new Set(actor.grants), role.activeRoutes)) throw cannotGrant();
  return role;
}

/** Email and CPF are unique among users (the one being edited aside). */
async function assertUnique(tx: Tx, values: Pick<UserValues, 'email' | 'cpf'>, exceptId?: number) {
  const others = (column: typeof users.email | typeof users.cpf, value: string) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(exceptId === undefined ? eq(column, value) : and(eq(column, value), ne(users.id, exceptId)))
      .limit(1);
  if ((await others(users.email, values.email)).length > 0) throw emailTaken();
  if ((await others(users.cpf, values.cpf)).length > 0) throw cpfTaken();
}

function profileColumns(values: Pick<UserValues, 'name' | 'last_name' | 'phone' | 'biography' | 'gender' | 'photo'>) {
  return {
    name: values.name,
    lastName: values.last_name,
    fullName: `${values.name} ${values.last_name}`.trim(),
    phone: values.phone,
    biography: values.biography ?? null,
    gender: values.gender ?? null,
    photo: values.photo ?? null,
  };
}

/** Author names and photos show on profiles, article pages and cards: expire them once committed. */
function expireAuthor(userId: number): void {
  invalidate(cacheTags.author(userId), cacheTags.authors);
}

async function profileOf(id: number): Promise<UserProfile> {
  const profile = await findUserProfile(id);
  if (!profile) throw errors.userNotFound();
  return profile;
}

/**
 * The signed-in user's own name, last name, phone, biography, gender and photo (the profile page
 * and PUT /api/user/user/{own id}/{unique_key} without `users`). Email, role, position and status
 * are not theirs to change.
 */
export async function updateOwnProfile(actor: Pick<CurrentUser, 'id'>, values: OwnProfileValues): Promise<UserProfile> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select(auditColumns).from(users).where(eq(users.id, actor.id)).for('update').limit(1);
    if (!before) throw errors.userNotFound();
    await assertFreshUser(tx, before, values.version);
    const [after] = await tx
      .update(users)
      .set({ ...profileColumns(values), updatedAt: new Date() })
      .where(eq(users.id, actor.id))
      .returning(auditColumns);
    await audit(tx, actor, 'user.profile', actor.id, { from: before, to: after });
  });
  expireAuthor(actor.id);
  return profileOf(actor.id);
}

/**
 * Creates a user in status first-access with a generated password, returned here once (stored only
 * as its argon2 hash). created_by is the actor; a created_by sent by the client must agree.
 */
export async function createUser(actor: UserActor, values: UserValues): Promise<{ user: UserProfile; firstAccessPassword: string }> {
  assertUsersManager(actor);
  if (values.created_by !== undefined && values.created_by !== actor.id) {
    throw fieldError(422, 'created_by', 'Users.errors.createdByMismatch');
  }
  if (values.created_by_unique_key !== undefined && values.created_by_unique_key !== actor.uniqueKey) {
    throw fieldError(422, 'created_by_unique_key', 'Users.errors.createdByMismatch');
  }
  await requireRecentAuth(actor);
  const firstAccessPassword = generateFirstAccessPassword();
  const passwordHash = await hashPassword(firstAccessPassword);
  const db = await getDb();
  const id = await db
    .transaction(async (tx) => {
      const role = await grantableRole(tx, actor, values.permission);
      await assertUnique(tx, values);
      const [row] = await tx
        .insert(users)
        .values({
          uniqueKey: randomUUID(),
          ...profileColumns(values),
          email: values.email,
          position: values.position,
          cpf: values.cpf,
          status: 'first-access',
          passwordHash,
          createdBy: actor.id,
          createdByUniqueKey: actor.uniqueKey,
        })
        .returning(auditColumns);
      await tx.insert(userRoles).values({ userId: row.id, roleId: role.id });
      await audit(tx, actor, 'user.create', row.id, { user: row, permission: role.name });
      return row.id;
    })
    .catch(uniqueViolationToConflict);
  return { user: await profileOf(id), firstAccessPassword };
}

/**
 * Replaces a user's fields and role (PUT /api/user/user/{id}/{unique_key} with `users`). created_by
 * and created_by_unique_key are set at creation and ignored here.
 */
export async function updateUserAndRoles(actor: UserActor, key: UserKey, values: UserValues): Promise<{ profile: UserProfile; rolesChanged: boolean }> {
  assertUsersManager(actor);
  // Only a change of role is a sudo-mode change; the proof is read before the transaction and
  // required once the role is known to change.
  const recentAuth = await hasRecentAuth(actor);
  const db = await getDb();
  let roleChanged = false;
  const id = await db
    .transaction(async (tx) => {
      await lockUsersManagers(tx);
      const managersBefore = await countActiveUsersManagers(tx);
      const before = await lockUser(tx, key);
      const currentRoles = await assertMayActOn(tx, actor, before.id);
      await assertFreshUser(tx, before, values.version);
      const role = await grantableRole(tx, actor, values.permission);
      roleChanged = currentRoles.length !== 1 || currentRoles[0].id !== role.id;
      if (roleChanged && !recentAuth) throw reauthRequired();
      await assertUnique(tx, values, before.id);
      const [after] = await tx
        .update(users)
        .set({ ...profileColumns(values), email: values.email, position: values.position, cpf: values.cpf, updatedAt: new Date() })
        .where(eq(users.id, before.id))
        .returning(auditColumns);
      if (roleChanged) {
        await tx.delete(userRoles).where(eq(userRoles.userId, before.id));
        await tx.insert(userRoles).values({ userId: before.id, roleId: role.id });
        await assertUsersManagerRemains(tx, managersBefore);
      }
      await audit(tx, actor, 'user.update', before.id, {
        from: { ...before, permission: currentRoles.map((r) => r.name).join(',') || null },
        to: { ...after, permission: role.name },
      });
      return before.id;
    })
    .catch(uniqueViolationToConflict);
  expireAuthor(id);
  return { profile: await profileOf(id), rolesChanged: roleChanged };
}

/**
 * PUT /api/user/user/{id}/{unique_key}. With `users`: every field and the role (updateUserAndRoles).
 * Without it, on one's own id (the spec's client refreshes its stored profile this way, §7): only
 * name, last_name, phone, biography, gender and photo are applied (updateOwnProfile), other fields
 * are ignored; anyone else's id is 403. A user still in first-access may update their own profile
 * this way too, and nothing else. The body is read (`readInput`) only once the actor may make the
 * change, so a refused request answers 403 whatever it sends.
 */
export async function updateUser(
  actor: UserActor & Pick<CurrentUser, 'status'>,
  key: UserKey,
  readInput: () => Promise<unknown>,
): Promise<{ profile: UserProfile; rolesChanged: boolean }> {
  const parsed = userKeySchema.safeParse(key);
  if (!parsed.success) throw errors.userNotFound();
  const own = parsed.data.id === actor.id;
  assertNotOwnAccountByKey(actor, parsed.data.id);
  if (actor.status === 'first-access' && !own) throw firstAccessRequired();
  if (actor.grants.includes('users') && actor.status !== 'first-access') {
    return updateUserAndRoles(actor, parsed.data, parseInput(userInputSchema, await readInput()));
  }
  if (!own || !(actor.grants.includes('settings-profile') || actor.status === 'first-access')) throw errors.accessDenied();
  if (parsed.data.uniqueKey !== actor.uniqueKey) throw errors.userNotFound();
  return { profile: await updateOwnProfile(actor, parseInput(ownProfileInputSchema, await readInput())), rolesChanged: false };
}

/**
 * "Never chose a password": still in first-access, or created by an admin (created_by set) and no
 * password change recorded since (completing first access, a reset and the seed all record one).
 * Such a user, once activated, goes back to first-access: they must still choose their own password.
 */
function neverChosePassword(user: Pick<LockedUser, 'status' | 'createdBy' | 'passwordChangedAt'>): boolean {
  return user.status === 'first-access' || (user.createdBy !== null && user.passwordChangedAt === null);
}

/**
 * Active, inactive or blocked (§4). Not one's own status. Inactive and blocked end all the user's
 * sessions in the same transaction, so their next request (cookie or Bearer) is signed out.
 */
export async function changeUserStatus(actor: UserActor, key: UserKey, { status: wanted, version }: UserStatusValues): Promise<UserProfile> {
  assertUsersManager(actor);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    await lockUsersManagers(tx);
    const managersBefore = await countActiveUsersManagers(tx);
    const before = await lockUser(tx, key);
    if (before.id === actor.id) throw new AppError('Errors.cannotChangeOwnStatus', 403, { errorCode: 'OWN_STATUS' });
    await assertMayActOn(tx, actor, before.id);
    await assertFreshUser(tx, before, version);
    const status: UserStatus = wanted === 'active' && neverChosePassword(before) ? 'first-access' : wanted;
    if (status !== before.status) {
      await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, before.id));
    }
    if (status === 'inactive' || status === 'blocked') {
      await revokeUserSessions(before.id, { db: tx });
    }
    await assertUsersManagerRemains(tx, managersBefore);
    await audit(tx, actor, 'user.status', before.id, status === before.status ? { status, unchanged: true } : { from: before.status, to: status, asked: wanted });
    return before.id;
  });
  // An author who is no longer active loses their public profile.
  expireAuthor(id);
  return profileOf(id);
}

/**
 * Deletes a user (not oneself). Sessions and role links go with the row (ON DELETE CASCADE); the
 * user's articles stay with a null author. The audit row keeps who it was.
 */
export async function deleteUser(actor: UserActor, key: UserKey): Promise<{ id: number; uniqueKey: string }> {
  assertUsersManager(actor);
  await requireRecentAuth(actor);
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    await lockUsersManagers(tx);
    const managersBefore = await countActiveUsersManagers(tx);
    const before = await lockUser(tx, key);
    if (before.id === actor.id) throw new AppError('Errors.cannotDeleteSelf', 403, { errorCode: 'OWN_ACCOUNT' });
    const targetRoles = await assertMayActOn(tx, actor, before.id);
    await tx.delete(users).where(eq(users.id, before.id));
    await assertUsersManagerRemains(tx, managersBefore);
    await audit(tx, actor, 'user.delete', before.id, { user: before, permission: targetRoles.map((r) => r.name).join(',') || null });
    return { id: before.id, uniqueKey: before.uniqueKey };
  });
  // Their articles now show without an author, on every list and article page.
  invalidate(cacheTags.author(deleted.id), cacheTags.authors, cacheTags.articles);
  return deleted;
}

/**
 * Resets another person's two-factor sign-in (they lost their phone and codes): secret and recovery
 * codes are gone and every session of theirs ends, in one transaction with the audit row. Not one's
 * own (that is "turn off" in the profile, with password and code), and only on someone whose grants
 * the actor all holds.
 */
export async function resetUserTwoFactor(actor: UserActor, key: UserKey): Promise<UserProfile> {
  assertUsersManager(actor);
  await requireRecentAuth(actor);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const before = await lockUser(tx, key);
    // One's own is turned off in the profile, with the password and a current code.
    if (before.id === actor.id) throw new AppError('Errors.accessDenied', 403, { errorCode: 'OWN_ACCOUNT' });
    await assertMayActOn(tx, actor, before.id);
    await resetTwoFactorOf(tx, actor.id, before.id);
    await revokeUserSessions(before.id, { db: tx });
    return before.id;
  });
  return profileOf(id);
}
