import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, updatedAt, version } from './columns';

export const userStatuses = ['active', 'inactive', 'blocked', 'first-access'] as const;
export type UserStatus = (typeof userStatuses)[number];
export const userPositions = ['internship', 'operational', 'manager', 'ceo', 'marketing_director'] as const;
export type UserPosition = (typeof userPositions)[number];
export const userGenders = ['female', 'male', 'other'] as const;
export type UserGender = (typeof userGenders)[number];

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  uniqueKey: text('unique_key').notNull().unique(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  // Admin route names and capability names this role grants (see lib/auth/routes.ts).
  activeRoutes: text('active_routes').array().notNull().default(sql`'{}'::text[]`),
  // Members who have not turned two-factor sign-in on are sent to set it up before anything else.
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uniqueKey: text('unique_key').notNull().unique(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    fullName: text('full_name').notNull(),
    // Stored lower-cased: unique regardless of how it was typed.
    email: text('email').notNull(),
    position: text('position').$type<UserPosition>(),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    cpf: text('cpf'),
    phone: text('phone'),
    biography: text('biography'),
    photo: text('photo'),
    passwordHash: text('password_hash'),
    gender: text('gender').$type<UserGender>(),
    locale: text('locale').notNull().default('pt-BR'),
    createdBy: integer('created_by'),
    createdByUniqueKey: text('created_by_unique_key'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // Two-factor sign-in (TOTP, RFC 6238). The secrets are stored encrypted (never in clear): the
    // pending one between setup and the confirming code, the active one once enabled.
    totpPendingSecret: text('totp_pending_secret'),
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    // The last 30-second step a code was accepted for: a code is never accepted twice.
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    // Raised by changes to the profile (name, email, status …), not by sign-ins or two-factor steps.
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_cpf_unique').on(t.cpf),
    oneOf('users_status_check', t.status, userStatuses),
    oneOf('users_position_check', t.position, userPositions),
    oneOf('users_gender_check', t.gender, userGenders),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    // SHA-256 of the random token; the token itself is never stored.
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    kind: text('kind').$type<'cookie' | 'api'>().notNull().default('cookie'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // Sudo mode: when the password (or a TOTP code) was last proven in this session; sign-in counts.
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    success: boolean('success').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ipAddress, t.createdAt),
  ],
);

/**
 * The login limits' counters (lib/abuse/rate-limit.ts), one row per key: `acct:<email>` or `addr:<ip>`.
 * An attempt takes a slot by one upsert that counts and decides at once (at most `limit` granted per
 * window, `count` stops at limit + 1); the window starts at the first attempt and ends
 * LOGIN_WINDOW_MINUTES later. login_attempts stays the audit trail of every try.
 */
export const loginCounters = pgTable('login_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

export const oneTimeTokenPurposes = ['password-reset-code', 'password-reset-link', 'device-verification', 'newsletter-confirm', 'two-factor-challenge'] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // Subject for tokens not tied to a user (e.g. a lead's email for newsletter confirmation).
    subject: text('subject'),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
    index('one_time_tokens_hash_idx').on(t.tokenHash),
    oneOf('one_time_tokens_purpose_check', t.purpose, oneTimeTokenPurposes),
  ],
);

/** Single-use recovery codes of a person's two-factor sign-in, stored hashed (shown once). */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * Keys for integrations (`Authorization: Bearer vk_…`): stored as a hash, shown once. A key acts with
 * its grants that its creator still holds; the creator's deletion removes their keys.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    uniqueKey: text('unique_key').notNull().unique(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    // The first characters of the key (`vk_ab12…`), to recognise it in the list.
    tokenPrefix: text('token_prefix').notNull(),
    grants: text('grants').array().notNull().default(sql`'{}'::text[]`),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('api_keys_created_by_idx').on(t.createdBy)],
);

/** Who a user is, as the session and every user view name them: keys, names and email. */
export type UserIdentity = Pick<typeof users.$inferSelect, 'id' | 'uniqueKey' | 'name' | 'lastName' | 'fullName' | 'email'>;
