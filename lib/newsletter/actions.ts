'use server';

import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { AppError } from '@/lib/core/errors';
import { clientIp } from '@/lib/auth/client-ip';
import { env } from '@/lib/env';
import { translator, type Translate } from '@/lib/i18n/translate';
import { confirmSubscription, subscribe, unsubscribe } from './commands';

export interface NewsletterFormState {
  ok: boolean;
  message?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

function toFormState(error: unknown, t: Translate, values?: Record<string, string>): NewsletterFormState {
  if (!(error instanceof AppError)) throw error;
  const fieldErrors: Record<string, string> = {};
  for (const f of error.options.fieldErrors ?? []) fieldErrors[f.field] ??= t(f.messageKey);
  const onlyFields = Object.keys(fieldErrors).length > 0 && error.messageKey === 'Errors.validation';
  return { ok: false, values, fieldErrors, formError: onlyFields ? undefined : t(error.messageKey, error.options.values) };
}

/** The footer's signup form: the same command as POST /api/newsletter/subscribe. */
export async function subscribeAction(_prev: NewsletterFormState, formData: FormData): Promise<NewsletterFormState> {
  const locale = await getLocale();
  const t = translator(locale);
  const values = { email: String(formData.get('email') ?? ''), name: String(formData.get('name') ?? '') };
  try {
    const h = await headers();
    const result = await subscribe({ ...values, locale, website: String(formData.get('website') ?? '') }, { ip: clientIp(h, env().TRUST_PROXY), locale });
    return { ok: true, message: t(result.messageKey) };
  } catch (error) {
    return toFormState(error, t, values);
  }
}

/** The confirmation page's button (a POST: mail scanners only GET). */
export async function confirmSubscriptionAction(_prev: NewsletterFormState, formData: FormData): Promise<NewsletterFormState> {
  const t = translator(await getLocale());
  try {
    await confirmSubscription(String(formData.get('token') ?? ''));
    return { ok: true, message: t('Newsletter.confirmed') };
  } catch (error) {
    return toFormState(error, t);
  }
}

/** The unsubscribe page's form. */
export async function unsubscribeAction(_prev: NewsletterFormState, formData: FormData): Promise<NewsletterFormState> {
  const t = translator(await getLocale());
  const values = { reason: String(formData.get('reason') ?? ''), reason_text: String(formData.get('reason_text') ?? '') };
  try {
    await unsubscribe(String(formData.get('key') ?? ''), String(formData.get('id') ?? ''), values);
    return { ok: true, message: t('Unsubscribe.done') };
  } catch (error) {
    return toFormState(error, t, values);
  }
}
