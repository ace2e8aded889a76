import { z } from 'zod';
import { emailPattern } from '@/lib/format/email';
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_PROBLEM_MESSAGE_KEYS } from '@/lib/format/password';

// Messages are catalogue keys; the boundary translates them (server: getTranslations, client: useTranslations).
const emailField = z
  .string({ error: 'Validation.emailRequired' })
  .trim()
  .min(1, 'Validation.emailRequired')
  .regex(emailPattern, 'Validation.emailInvalid')
  .transform((v) => v.toLowerCase());

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Validation.passwordRequired' })
    .min(1, 'Validation.passwordRequired')
    .max(PASSWORD_MAX_LENGTH, 'Validation.passwordTooLong'),
  remember: z
    .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false')])
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true'),
});

/** POST /api/auth/recover-password */
export const recoverPasswordSchema = z.object({ email: emailField });
export type RecoverPasswordValues = z.output<typeof recoverPasswordSchema>;

const codeField = z.string({ error: 'Validation.codeRequired' }).trim().min(1, 'Validation.codeRequired').max(64, 'Validation.invalidCode');

/** POST /api/auth/verify-code */
export const verifyCodeSchema = z.object({ email: emailField, code: codeField });
export type VerifyCodeValues = z.output<typeof verifyCodeSchema>;

const challengeField = z.string({ error: 'Errors.badRequest' }).min(1, 'Errors.badRequest').max(200, 'Errors.badRequest');

/** POST /api/auth/verify-device */
export const verifyDeviceSchema = z.object({ challenge: challengeField, code: codeField });
export type VerifyDeviceValues = z.output<typeof verifyDeviceSchema>;

/** POST /api/auth/verify-device/resend */
export const resendDeviceCodeSchema = z.object({ challenge: challengeField });
export type ResendDeviceCodeValues = z.output<typeof resendDeviceCodeSchema>;

/**
 * A new password and its confirmation with the §5 rules. Field names are the API's
 * (`password`, `password_confirmation`).
 */
export const newPasswordSchema = z
  .object({
    password: z.string({ error: 'Validation.newPasswordRequired' }).min(1, 'Validation.newPasswordRequired'),
    password_confirmation: z.string({ error: 'Validation.confirmPasswordRequired' }).min(1, 'Validation.confirmPasswordRequired'),
  })
  .superRefine((value, ctx) => {
    for (const problem of checkPassword(value.password, value.password_confirmation)) {
      ctx.addIssue({
        code: 'custom',
        path: [problem === 'mismatch' ? 'password_confirmation' : 'password'],
        message: PASSWORD_PROBLEM_MESSAGE_KEYS[problem],
      });
    }
  });

/** POST /api/auth/totp/enable */
export const totpEnableSchema = z.object({ code: codeField });
export type TotpEnableValues = z.output<typeof totpEnableSchema>;

/** POST /api/auth/totp/disable */
export const totpDisableSchema = z.object({
  password: z.string({ error: 'Validation.passwordRequired' }).min(1, 'Validation.passwordRequired').max(PASSWORD_MAX_LENGTH, 'Validation.passwordTooLong'),
  code: codeField,
});
export type TotpDisableValues = z.output<typeof totpDisableSchema>;

/** POST /api/auth/auth/two-factor: the 6-digit code or a recovery code. */
export const twoFactorLoginSchema = z.object({ challenge: challengeField, code: codeField });
export type TwoFactorLoginValues = z.output<typeof twoFactorLoginSchema>;

/**
 * POST /api/auth/reauth and the back office's "confirm it's you" dialog: the password, or (for a person
 * with two-factor sign-in on) a current code from the authenticator app. One of the two, not both.
 */
export const reauthSchema = z
  .object({
    password: z.string({ error: 'Validation.passwordRequired' }).max(PASSWORD_MAX_LENGTH, 'Validation.passwordTooLong').optional(),
    code: z.string({ error: 'Validation.codeRequired' }).trim().max(64, 'Validation.invalidCode').optional(),
  })
  .superRefine((value, ctx) => {
    const password = value.password !== undefined && value.password !== '';
    const code = value.code !== undefined && value.code !== '';
    if (password && code) ctx.addIssue({ code: 'custom', path: ['code'], message: 'Reauth.errors.passwordOrCode' });
    else if (!password && !code) ctx.addIssue({ code: 'custom', path: [value.code !== undefined ? 'code' : 'password'], message: value.code !== undefined ? 'Validation.codeRequired' : 'Validation.passwordRequired' });
  });
export type ReauthInput = z.input<typeof reauthSchema>;
export type ReauthValues = z.output<typeof reauthSchema>;
