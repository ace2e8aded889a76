'use server';

import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { attributionOf } from '@/lib/attribution/request';
import { formAttributionValue } from '@/lib/attribution/schema';
import { clientIp } from '@/lib/auth/client-ip';
import { submitContact } from '@/lib/contact/commands';
import { contactInputSchema } from '@/lib/contact/schema';
import { fieldFormRefusal, toFormState, type ActionResult } from '@/lib/core/action-result';
import { parseInput } from '@/lib/core/command';
import { env } from '@/lib/env';
import { translator } from '@/lib/i18n/translate';
import { serverFormAction } from '../server-action';

/**
 * The contact page's form (works without JavaScript): the same command as POST /api/contact/contact
 * (lib/messages/operations.ts), from a form rather than JSON. On an error, what the visitor typed
 * comes back so nothing is lost.
 */
export const submitContactAction = serverFormAction(async (_prev: ActionResult, formData: FormData): Promise<ActionResult> => {
  const locale = await getLocale();
  const t = translator(locale);
  const field = (name: string) => String(formData.get(name) ?? '');
  const values = {
    name: field('name'),
    email: field('email'),
    phone: field('phone'),
    company: field('company'),
    subject: field('subject'),
    message: field('message'),
  };
  try {
    const h = await headers();
    const input = parseInput(contactInputSchema, { ...values, website: field('website'), altcha: field('altcha'), attribution: formAttributionValue(formData.get('attribution')) });
    const result = await submitContact(input, { ip: clientIp(h, env().TRUST_PROXY), locale, attribution: attributionOf(input.attribution, h) });
    return { ok: true, message: t(`Contact.success.${result.replyDay}`) };
  } catch (error) {
    return { ...toFormState(error, t, fieldFormRefusal), values };
  }
});
