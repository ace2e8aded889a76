'use client';

import { useActionState } from 'react';
import { submitContactAction } from '@/lib/api/actions/contact';
import { initialFormState } from '@/components/ui/form-state';
import { ActionForm } from '@/components/auth/action-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { AttributionField } from './attribution-field';
import { HoneypotField } from './honeypot-field';
import { ProofOfWorkField } from './proof-of-work-field';

/** The words the island shows, read on the server (contact-form.tsx) and passed as a prop. */
export type ContactFormText = Record<'successTitle' | 'sendAnother' | 'honeypot' | 'name' | 'company' | 'email' | 'phone' | 'optional' | 'subject' | 'message' | 'replyNote' | 'submitting' | 'submit', string>;

/**
 * The contact form. A plain form action, so it works without JavaScript; on an error the server
 * gives back what was typed and the first field in error takes the focus.
 */
export function ContactFormIsland({ text }: { text: ContactFormText }) {
  const t = (key: keyof ContactFormText) => text[key];
  const [state, formAction, pending] = useActionState(submitContactAction, initialFormState);
  const errors = state.fieldErrors ?? {};
  const v = state.values;

  if (state.ok) {
    return (
      <div role="status" data-testid="contact-success" className="flex flex-col gap-3 rounded-md border border-positive/40 bg-positive-light px-4 py-4 text-positive-light-foreground">
        <p className="font-semibold">{t('successTitle')}</p>
        <p>{state.message}</p>
        <a href="" className="text-sm font-medium text-link underline-offset-4 hover:underline">
          {t('sendAnother')}
        </a>
      </div>
    );
  }

  return (
    <ActionForm state={state} action={formAction} className="relative flex flex-col gap-5">
      <HoneypotField label={t('honeypot')} />
      <AttributionField />
      <ProofOfWorkField />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t('name')} error={errors.name} required>
          <Input name="name" autoComplete="name" defaultValue={v?.name ?? ''} required maxLength={200} />
        </FormField>
        <FormField id="contact-company" label={t('company')} error={errors.company} required>
          <Input name="company" autoComplete="organization" defaultValue={v?.company ?? ''} required maxLength={200} />
        </FormField>
        <FormField id="contact-email" label={t('email')} error={errors.email} required>
          <Input name="email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} defaultValue={v?.email ?? ''} required />
        </FormField>
        <FormField id="contact-phone" label={`${t('phone')} (${t('optional')})`} error={errors.phone}>
          <Input name="phone" type="tel" autoComplete="tel" defaultValue={v?.phone ?? ''} maxLength={40} />
        </FormField>
      </div>
      <FormField id="contact-subject" label={t('subject')} error={errors.subject} required>
        <Input name="subject" defaultValue={v?.subject ?? ''} required maxLength={200} />
      </FormField>
      <FormField id="contact-message" label={t('message')} error={errors.message} required>
        <Textarea name="message" rows={6} defaultValue={v?.message ?? ''} required maxLength={5000} />
      </FormField>
      <p className="text-sm text-muted-foreground">{t('replyNote')}</p>
      <Button type="submit" size="lg" loading={pending} className="w-full sm:w-auto sm:self-start">
        {pending ? t('submitting') : t('submit')}
      </Button>
    </ActionForm>
  );
}
