'use server';

import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { attributionOf } from '@/lib/attribution/request';
import { formAttributionValue } from '@/lib/attribution/schema';
import { clientIp } from '@/lib/auth/client-ip';
import { fieldFormRefusal, toFormState, type ActionResult } from '@/lib/core/action-result';
import { parseInput } from '@/lib/core/command';
import { env } from '@/lib/env';
import { translator } from '@/lib/i18n/translate';
import { confirmSubscription, subscribe, unsubscribe } from '@/lib/newsletter/commands';
import { subscribeInputSchema } from '@/lib/newsletter/schema';
import { serverFormAction } from '../server-action';

// The public newsletter forms (they work without JavaScript): the same commands as the API
// (lib/newsletter/operations.ts), from forms rather than JSON.

/** The footer's signup form: the same command as POST /api/newsletter/subscribe. */
export const subscribeAction = serverFormAction(async (_prev: ActionResult, formData: FormData): Promise<ActionResult> => {
  const locale = await getLocale();
  const t = translator(locale);
  const values = { email: String(formData.get('email') ?? ''), name: String(formData.get('name') ?? '') };
  try {
    const h = await headers();
    const input = parseInput(subscribeInputSchema, { ...values, locale, website: String(formData.get('website') ?? ''), altcha: String(formData.get('altcha') ?? ''), attribution: formAttributionValue(formData.get('attribution')) });
    const result = await subscribe(input, { ip: clientIp(h, env().TRUST_PROXY), locale, attribution: attributionOf(input.attribution, h) });
    return { ok: true, message: t(result.messageKey) };
  } catch (error) {
    return { ...toFormState(error, t, fieldFormRefusal), values };
  }
});

/** The confirmation page's button (a POST: mail scanners only GET). */
export const confirmSubscriptionAction = serverFormAction(async (_prev: ActionResult, formData: FormData): Promise<ActionResult> => {
  const t = translator(await getLocale());
  try {
    await confirmSubscription(String(formData.get('token') ?? ''));
    return { ok: true, message: t('Newsletter.confirmed') };
  } catch (error) {
    return toFormState(error, t, fieldFormRefusal);
  }
});

/** The unsubscribe page's form. */
export const unsubscribeAction = serverFormAction(async (_prev: ActionResult, formData: FormData): Promise<ActionResult> => {
  const t = translator(await getLocale());
  const values = { reason: String(formData.get('reason') ?? ''), reason_text: String(formData.get('reason_text') ?? '') };
  try {
    await unsubscribe(String(formData.get('key') ?? ''), String(formData.get('id') ?? ''), values);
    return { ok: true, message: t('Unsubscribe.done') };
  } catch (error) {
    return { ...toFormState(error, t, fieldFormRefusal), values };
  }
});
