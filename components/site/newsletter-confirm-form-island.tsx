'use client';

import { useActionState } from 'react';
import { confirmSubscriptionAction } from '@/lib/api/actions/newsletter';
import { initialFormState, refusalOf } from '@/components/ui/form-state';
import { NoticeBox } from '@/components/auth/notice-box';
import { Button } from '@/components/ui/button';

/** The words the island shows, read on the server (newsletter-confirm-form.tsx) and passed as a prop. */
export type NewsletterConfirmFormText = Record<'confirming' | 'confirmButton', string>;

/** The button that confirms a subscription (a POST; the page's GET changes nothing). */
export function NewsletterConfirmFormIsland({ token, text }: { token: string; text: NewsletterConfirmFormText }) {
  const t = (key: keyof NewsletterConfirmFormText) => text[key];
  const [state, formAction, pending] = useActionState(confirmSubscriptionAction, initialFormState);
  const refusal = refusalOf(state);
  if (state.ok) return <NoticeBox kind="success" testId="newsletter-confirmed">{state.message}</NoticeBox>;
  return (
    <form action={formAction} className="flex flex-col gap-4">
      {refusal && <NoticeBox kind="error">{refusal}</NoticeBox>}
      <input type="hidden" name="token" value={token} />
      <Button type="submit" size="lg" loading={pending}>
        {pending ? t('confirming') : t('confirmButton')}
      </Button>
    </form>
  );
}
