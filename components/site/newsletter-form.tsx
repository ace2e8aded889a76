'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { subscribeAction, type NewsletterFormState } from '@/lib/newsletter/actions';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { HoneypotField } from './honeypot-field';

const initialState: NewsletterFormState = { ok: false };

/** The footer's newsletter signup: email, optional name, and a honeypot. Works without JavaScript. */
export function NewsletterForm() {
  const t = useTranslations('Newsletter');
  const [state, formAction, pending] = useActionState(subscribeAction, initialState);
  const errors = state.fieldErrors ?? {};

  return (
    <section aria-labelledby="newsletter-title" className="flex flex-col gap-3">
      <div>
        <h2 id="newsletter-title" className="text-base font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      {state.ok ? (
        <p role="status" data-testid="newsletter-result" className="rounded-md border border-positive/40 bg-positive-light px-4 py-3 text-sm text-positive-light-foreground">
          {state.message}
        </p>
      ) : (
        <form action={formAction} noValidate className="relative flex flex-col gap-3 sm:flex-row sm:items-start">
          <HoneypotField label={t('honeypot')} />
          <FormField id="newsletter-email" label={t('email')} error={errors.email} required className="sm:flex-1">
            <Input name="email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} defaultValue={state.values?.email ?? ''} required />
          </FormField>
          <FormField id="newsletter-name" label={t('name')} error={errors.name} className="sm:flex-1">
            <Input name="name" autoComplete="name" defaultValue={state.values?.name ?? ''} maxLength={200} />
          </FormField>
          <Button type="submit" loading={pending} className="sm:mt-7">
            {pending ? t('submitting') : t('submit')}
          </Button>
          {state.formError && (
            <p role="alert" className="text-sm text-negative-text sm:basis-full">
              {state.formError}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
