import { z } from 'zod';
import { attributionInputSchema } from '@/lib/attribution/schema';
import { emailAddressField } from '@/lib/core/fields';
import { altchaField } from '@/lib/spam/field';

// Messages are catalogue keys; the boundary translates them.
const required = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, key);

/** The sender's (or subscriber's) email. */
export const contactEmailField = emailAddressField();

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
  /** Where the sender came from (lib/attribution); without it the server reads the post's Referer. */
  attribution: attributionInputSchema.optional(),
  /** The proof-of-work solution (lib/spam/proof-of-work.ts). */
  altcha: altchaField,
});
export type ContactData = z.output<typeof contactInputSchema>;
