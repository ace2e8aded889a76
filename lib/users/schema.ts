import { z } from 'zod';
import { versionField } from '@/lib/core/version';
import { emailAddressField, pageNumber, recordId, recordKeySchema } from '@/lib/core/fields';
import type { UserGender, UserPosition, UserStatus } from '@/db/schema/users';
import { isValidCpf, normalizeCpf } from '@/lib/format/cpf';
import { PASSWORD_MAX_LENGTH } from '@/lib/format/password';
import { newPasswordSchema } from '@/lib/auth/schema';

// One schema per input, shared by the dialogs (react-hook-form + zodResolver), the server actions and
// the /api/user routes. Messages are catalogue keys; the boundary translates them. Field names are the
// API's (spec §3, snake_case).

/** Kept here (not imported from db/schema) so client forms do not pull in the table definitions. */
export const userPositions = ['internship', 'operational', 'manager', 'ceo', 'marketing_director'] as const satisfies readonly UserPosition[];
export const userGenders = ['female', 'male', 'other'] as const satisfies readonly UserGender[];
/** What an admin may set through "change status" (first-access is set by creation only). */
export const settableUserStatuses = ['active', 'inactive', 'blocked'] as const satisfies readonly UserStatus[];

export const NAME_MAX = 80;
export const BIOGRAPHY_MAX = 2000;
export const PHONE_MAX = 30;

/** '' (an emptied field) means "no value". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const nameField = z.string({ error: 'Validation.nameRequired' }).trim().min(1, 'Validation.nameRequired').max(NAME_MAX, 'Users.errors.nameTooLong');
const lastNameField = z
  .string({ error: 'Validation.lastNameRequired' })
  .trim()
  .min(1, 'Validation.lastNameRequired')
  .max(NAME_MAX, 'Users.errors.nameTooLong');
export const emailField = emailAddressField();
/** Empty → "Position is required"; a value outside §3's list → "Office is required" (the spec's second wording). */
const positionField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'Validation.positionRequired' })
    .refine((v): v is UserPosition => (userPositions as readonly string[]).includes(v), 'Validation.officeRequired'),
);
/** Digits plus the usual phone punctuation; at least 8 digits. */
const phoneField = z
  .string({ error: 'Validation.telephoneRequired' })
  .trim()
  .min(1, 'Validation.telephoneRequired')
  .max(PHONE_MAX, 'Users.errors.phoneInvalid')
  .refine((v) => /^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 8, 'Users.errors.phoneInvalid');
/** Stored normalised: 11 digits. */
const cpfField = z
  .string({ error: 'Validation.cpfRequired' })
  .trim()
  .min(1, 'Validation.cpfRequired')
  .refine(isValidCpf, 'Users.errors.cpfInvalid')
  .transform(normalizeCpf);
const genderField = z.preprocess(blankToNull, z.enum(userGenders, { error: 'Users.errors.genderInvalid' }).nullable().optional());
const biographyField = z.preprocess(blankToNull, z.string().trim().max(BIOGRAPHY_MAX, 'Users.errors.biographyTooLong').nullable().optional());
/** A stored upload (/api/files/…) or an absolute http(s) URL; '' or null removes it. */
const photoField = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(2000, 'Validation.invalidUrl')
    .refine((v) => (v.startsWith('/') ? !v.startsWith('//') : /^https?:\/\//i.test(v)), 'Validation.invalidUrl')
    .nullable()
    .optional(),
);

/**
 * The add/edit user dialogs, POST /api/user/user and PUT /api/user/user/{id}/{unique_key}.
 * `permission` is the role's name. created_by / created_by_unique_key may be sent (the spec's client
 * does); the server sets them from the token and refuses values that disagree with it.
 */
export const userInputSchema = z.object({
  name: nameField,
  last_name: lastNameField,
  email: emailField,
  position: positionField,
  permission: z.string({ error: 'Users.errors.permissionRequired' }).trim().min(1, 'Users.errors.permissionRequired').max(100, 'Users.errors.permissionRequired'),
  gender: genderField,
  cpf: cpfField,
  phone: phoneField,
  biography: biographyField,
  photo: photoField,
  created_by: recordId().optional(),
  created_by_unique_key: z.string().max(200).optional(),
  /** An update's version (409 VERSION_CONFLICT when stale); ignored on a creation. */
  version: versionField,
});
export type UserInput = z.input<typeof userInputSchema>;
export type UserValues = z.output<typeof userInputSchema>;

/** The own-profile form (/admin/settings-profile) and PUT /api/user/user/{own id}/{unique_key} without `users`. */
export const ownProfileInputSchema = z.object({
  name: nameField,
  last_name: lastNameField,
  phone: phoneField,
  biography: biographyField,
  gender: genderField,
  photo: photoField,
  version: versionField,
});
export type OwnProfileInput = z.input<typeof ownProfileInputSchema>;
export type OwnProfileValues = z.output<typeof ownProfileInputSchema>;

/** PUT /api/user/user-change-status/{id}/{unique_key} */
export const userStatusInputSchema = z.object({
  status: z.enum(settableUserStatuses, { error: 'Users.errors.statusInvalid' }),
  /** The user's version as loaded (issue 33 §1): a change to a user saved since is refused (409 VERSION_CONFLICT). */
  version: versionField,
});
export type UserStatusValues = z.output<typeof userStatusInputSchema>;

/** POST /api/user/users-list (and the users page's query string). */
const INVALID = 'Users.errors.invalidValue';
export const userListQuerySchema = z.object({
  limit: z.coerce.number({ error: INVALID }).int(INVALID).min(1, INVALID).max(100, INVALID).default(10),
  page: pageNumber(INVALID),
  search: z.preprocess(blankToUndefined, z.string({ error: INVALID }).trim().max(200, INVALID).optional()),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/**
 * PUT /api/user/user-reset-password and the profile's change-password form: the current password,
 * then the new one twice with the §5 rules. All three empty → "All password fields must be filled in".
 */
export const passwordChangeSchema = z
  .object({
    current_password: z.string({ error: 'Validation.currentPasswordRequired' }).max(PASSWORD_MAX_LENGTH, 'Validation.passwordTooLong'),
    password: z.string({ error: 'Validation.newPasswordRequired' }),
    password_confirmation: z.string({ error: 'Validation.confirmPasswordRequired' }),
  })
  .superRefine((value, ctx) => {
    if (!value.current_password && !value.password && !value.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'Validation.allPasswordFieldsRequired' });
      return;
    }
    if (!value.current_password) ctx.addIssue({ code: 'custom', path: ['current_password'], message: 'Validation.currentPasswordRequired' });
    const next = newPasswordSchema.safeParse({ password: value.password, password_confirmation: value.password_confirmation });
    if (!next.success) for (const issue of next.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** What the users page's "access information" dialog shows once after a creation. */
export interface NewUserAccess {
  loginUrl: string;
  email: string;
  firstAccessPassword: string;
}

/** The {id}/{unique_key} pair of the /user routes: a malformed pair is a "User not found". */
export const userKeySchema = recordKeySchema;
