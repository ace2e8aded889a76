'use client';

import { useTranslations } from 'next-intl';
import { withServerValues } from '@/components/admin/server-values';
import { useSchemaForm } from '@/components/admin/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { setLeadOwnerAction } from '@/lib/api/actions/leads';
import { leadOwnerBodySchema, type LeadOwnerBody } from '@/lib/leads/schema';

type FormValues = { user_id: string; follow_up_at: string };

export interface LeadOwnerFormProps {
  lead: { id: number; uniqueKey: string };
  /** The owner's id ('' for nobody) and the follow-up's day (YYYY-MM-DD in the site's time zone, '' for none). */
  initial: FormValues;
  /** Staff who may own leads; the current owner is among them even when they no longer could. */
  candidates: { id: number; name: string }[];
}

/** The lead's owner and next follow-up day, saved together (PUT /api/lead/lead-owner). */
export function LeadOwnerForm({ lead, initial, candidates }: LeadOwnerFormProps) {
  const t = useTranslations('LeadPage.owner');
  const { form, submit, errorOf } = useSchemaForm<FormValues, LeadOwnerBody>(leadOwnerBodySchema, initial);
  const field = withServerValues(form);

  async function onSubmit(values: LeadOwnerBody) {
    await submit(() => setLeadOwnerAction({ id: lead.id, uniqueKey: lead.uniqueKey }, values));
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-labelledby="lead-owner-title" data-testid="lead-owner-form">
      <FormField id="lead-owner" label={t('owner')} error={errorOf('user_id')}>
        <Select {...field.text('user_id')} placeholder={t('nobody')} options={candidates.map((c) => ({ value: String(c.id), label: c.name }))} />
      </FormField>
      <FormField id="lead-follow-up" label={t('followUp')} hint={t('followUpHint')} error={errorOf('follow_up_at')}>
        <Input {...field.text('follow_up_at')} type="date" />
      </FormField>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
