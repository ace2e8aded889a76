import { z } from 'zod';
import { emailPattern } from '@/lib/format/email';

// Messages are catalogue keys; the boundary translates them (server: getTranslations, client: useTranslations).
export const loginSchema = z.object({
  email: z
    .string({ error: 'Validation.emailRequired' })
    .trim()
    .min(1, 'Validation.emailRequired')
    .regex(emailPattern, 'Validation.emailInvalid')
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: 'Validation.passwordRequired' }).min(1, 'Validation.passwordRequired'),
  remember: z
    .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false')])
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true'),
});
export type LoginInput = z.input<typeof loginSchema>;
