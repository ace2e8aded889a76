'use client';

import { useTranslations } from 'next-intl';
import { useSchemaForm } from '@/components/admin/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { addLeadNoteAction } from '@/lib/api/actions/leads';
import { LEAD_NOTE_MAX, leadNoteBodySchema, type LeadNoteBody } from '@/lib/leads/schema';

type FormValues = { text: string };

/** A new note on the lead (POST /api/lead/lead-note); the form empties once it is saved. */
export function LeadNoteForm({ lead }: { lead: { id: number; uniqueKey: string } }) {
  const t = useTranslations('LeadPage.notes');
  const { form, submit, errorOf } = useSchemaForm<FormValues, LeadNoteBody>(leadNoteBodySchema, { text: '' });

  async function onSubmit(values: LeadNoteBody) {
    await submit(
      () => addLeadNoteAction({ id: lead.id, uniqueKey: lead.uniqueKey }, values),
      () => form.reset({ text: '' }),
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-3" aria-labelledby="lead-notes-title">
      <FormField id="lead-note" label={t('label')} error={errorOf('text')} required>
        <Textarea {...form.register('text')} rows={4} maxLength={LEAD_NOTE_MAX} />
      </FormField>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('add')}
        </Button>
      </div>
    </form>
  );
}
