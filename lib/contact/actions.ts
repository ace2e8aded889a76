'use server';

import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { AppError } from '@/lib/core/errors';
import { clientIp } from '@/lib/auth/client-ip';
import { env } from '@/lib/env';
import { translator } from '@/lib/i18n/translate';
import { submitContact } from './commands';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
}

export interface ContactFormState {
  ok: boolean;
  message?: string;
  formError?: string;
  fieldErrors?: Partial<Record<keyof ContactFormValues, string>>;
  /** What the visitor typed, given back on an error so nothing is lost. */
  values?: ContactFormValues;
}

/** The contact page's form (works without JavaScript): the same command as POST /api/contact/contact. */
export async function submitContactAction(_prev: ContactFormState, formData: FormData): Promise<ContactFormState> {
  const locale = await getLocale();
  const t = translator(locale);
  const field = (name: string) => String(formData.get(name) ?? '');
  const values: ContactFormValues = {
    name: field('name'),
    email: field('email'),
    phone: field('phone'),
    company: field('company'),
    subject: field('subject'),
    message: field('message'),
  };
  try {
    const h = await headers();
    const result = await submitContact({ ...values, website: field('website') }, { ip: clientIp(h, env().TRUST_PROXY), locale });
    return { ok: true, message: t(`Contact.success.${result.replyDay}`) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fieldErrors: Record<string, string> = {};
    for (const f of error.options.fieldErrors ?? []) fieldErrors[f.field] ??= t(f.messageKey);
    const onlyFields = Object.keys(fieldErrors).length > 0 && error.messageKey === 'Errors.validation';
    return { ok: false, values, fieldErrors, formError: onlyFields ? undefined : t(error.messageKey, error.options.values) };
  }
}
