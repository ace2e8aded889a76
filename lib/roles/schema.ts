import { z } from 'zod';
import { versionField } from '@/lib/core/version';
import { allGrants, isGrant } from '@/lib/auth/routes';

// Roles are beyond the spec (§3 only stores `name` and `active_routes`): the roles page and
// /api/role/roles create and edit them. Messages are catalogue keys; the boundary translates them.

/** A role's name: its stable identifier (the users' `permission`), never shown to readers. */
export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9_-]{1,39}$/;
export const ROLE_TITLE_MAX = 80;

const titleField = z
  .string({ error: 'Validation.titleRequired' })
  .trim()
  .min(1, 'Validation.titleRequired')
  .max(ROLE_TITLE_MAX, 'Roles.errors.titleTooLong');

/** Known grants only, each once, in the order of `allGrants` (so a role reads the same however it was ticked). */
const activeRoutesField = z
  .array(z.string({ error: 'Roles.errors.unknownRoute' }), { error: 'Roles.errors.routesRequired' })
  .max(allGrants.length * 2, 'Roles.errors.unknownRoute')
  .refine((routes) => routes.every(isGrant), 'Roles.errors.unknownRoute')
  .refine((routes) => routes.length > 0, 'Roles.errors.routesRequired')
  .transform((routes) => allGrants.filter((g) => routes.includes(g)));

/** POST /api/role/roles and the roles page's "New role" dialog. */
export const roleInputSchema = z.object({
  name: z
    .string({ error: 'Roles.errors.nameRequired' })
    .trim()
    .min(1, 'Roles.errors.nameRequired')
    .regex(ROLE_NAME_PATTERN, 'Roles.errors.nameInvalid'),
  title: titleField,
  active_routes: activeRoutesField,
  /** Members must turn two-factor sign-in on before anything else (issue 19). */
  require_two_factor: z.boolean({ error: 'Errors.badRequest' }).optional().default(false),
});
export type RoleValues = z.output<typeof roleInputSchema>;

/**
 * PUT /api/role/roles/{id}/{unique_key} and the edit dialog. Every field absent is left unchanged (the
 * edit dialog sends them all); one sent is checked as on creation (an empty title or no route is
 * still refused). The name is immutable: it may be sent back as it is (clients often echo the whole
 * object), but never changed.
 */
export const roleUpdateSchema = z.object({
  name: z.string().trim().optional(),
  title: titleField.optional(),
  active_routes: activeRoutesField.optional(),
  require_two_factor: z.boolean({ error: 'Errors.badRequest' }).optional(),
  /** The version the change started from (409 VERSION_CONFLICT when stale). */
  version: versionField,
});
export type RoleUpdateValues = z.output<typeof roleUpdateSchema>;
