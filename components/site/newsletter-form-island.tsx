'use client';

import { useActionState } from 'react';
import { subscribeAction } from '@/lib/api/actions/newsletter';
import { initialFormState, refusalOf } from '@/components/ui/form-state';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AttributionField } from './attribution-field';
import { HoneypotField } from './honeypot-field';
import { ProofOfWorkField } from './proof-of-work-field';

/*
 * From sm up the fields sit in two columns and span the form's label, control and error rows
 * (subgrid): a label that wraps in the narrow footer column ("Nome (opcional)") no longer pushes
 * its input below the other one.
 */
const fieldCells = 'sm:row-span-3 sm:grid sm:grid-rows-subgrid';

/*
 * Design v2 (in force, or previewed at /home-v2) marks the page with data-design="v2": the footer's
 * button then takes v2's accent instead of v1's blue.
 */
const v2Button =
  '[body:has([data-design=v2])_&]:bg-accent [body:has([data-design=v2])_&]:text-accent-foreground [body:has([data-design=v2])_&]:hover:bg-accent-dark [body:has([data-design=v2])_&]:hover:text-accent-dark-foreground';

/** The words the island shows, read on the server (newsletter-form.tsx) and passed as a prop. */
export type NewsletterFormText = Record<'title' | 'intro' | 'honeypot' | 'email' | 'name' | 'submitting' | 'submit', string>;

/**
 * The footer's newsletter signup: email, optional name, and a honeypot. Works without JavaScript.
 * `idPrefix` keeps its ids unique when a page shows a second one (a newsletter block).
 */
export function NewsletterFormIsland({ text, idPrefix = 'newsletter' }: { text: NewsletterFormText; idPrefix?: string }) {
  const t = (key: keyof NewsletterFormText) => text[key];
  const [state, formAction, pending] = useActionState(subscribeAction, initialFormState);
  const errors = state.fieldErrors ?? {};
  const refusal = refusalOf(state);

  return (
    <section aria-labelledby={`${idPrefix}-title`} className="flex flex-col gap-3">
      <div>
        <h2 id={`${idPrefix}-title`} className="text-base font-semibold">
          {t('title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      {state.ok ? (
        <p role="status" data-testid="newsletter-result" className="rounded-md border border-positive/40 bg-positive-light px-4 py-3 text-sm text-positive-light-foreground">
          {state.message}
        </p>
      ) : (
        <form action={formAction} noValidate className="relative grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-y-1.5">
          <HoneypotField label={t('honeypot')} />
          <AttributionField />
          <ProofOfWorkField />
          <FormField id={`${idPrefix}-email`} label={t('email')} error={errors.email} required className={fieldCells}>
            <Input name="email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} defaultValue={state.values?.email ?? ''} required />
          </FormField>
          <FormField id={`${idPrefix}-name`} label={t('name')} error={errors.name} className={fieldCells}>
            <Input name="name" autoComplete="name" defaultValue={state.values?.name ?? ''} maxLength={200} />
          </FormField>
          <Button type="submit" loading={pending} className={`sm:col-span-2 sm:mt-1.5 sm:justify-self-start ${v2Button}`}>
            {pending ? t('submitting') : t('submit')}
          </Button>
          {refusal && (
            <p role="alert" className="text-sm text-negative-text sm:col-span-2">
              {refusal}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
