import { z } from 'zod';
import { emailPattern } from '@/lib/format/email';

// Messages are catalogue keys; the boundary translates them.
const required = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, key);

export const contactEmailField = z
  .string({ error: 'Validation.emailRequired' })
  .trim()
  .min(1, 'Validation.emailRequired')
  .max(254, 'Validation.emailInvalid')
  .regex(emailPattern, 'Validation.emailInvalid')
  .transform((v) => v.toLowerCase());

/** POST /api/contact/contact and the contact page's form (spec §2, §5). */
export const contactInputSchema = z.object({
  name: required('Validation.nameRequired', 200),
  email: contactEmailField,
  phone: z
    .string()
    .trim()
    .max(40, 'Contact.phoneInvalid')
    .regex(/^[0-9+()\-.\s]*$/, 'Contact.phoneInvalid')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  company: required('Validation.companyRequired', 200),
  subject: required('Validation.subjectRequired', 200),
  message: required('Validation.messageRequired', 5000),
  /** Honeypot: a field hidden from people; anything in it marks the submission as spam. */
  website: z.string().max(500).optional().nullable(),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactData = z.output<typeof contactInputSchema>;
