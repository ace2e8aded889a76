'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useSchemaForm } from '@/components/admin/forms/use-schema-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { createSeoSettingAction, updateSeoSettingAction } from '@/lib/settings/actions';
import { SEO_MARKUP_MAX, seoSettingInputSchema, type SeoSettingValues } from '@/lib/settings/schema';

type FormValues = { head: string; body: string };

export type SeoEntryDialogProps = {
  /** Absent: a new entry. */
  entry?: { id: number; uniqueKey: string; head: string | null; body: string | null; number: number };
  trigger: ReactNode;
};

/** New or edit SEO entry: the code for the page's head and for the start of its body. */
export function SeoEntryDialog({ entry, trigger }: SeoEntryDialogProps) {
  const t = useTranslations('Settings.seo');
  const [open, setOpen] = useState(false);
  const defaults: FormValues = { head: entry?.head ?? '', body: entry?.body ?? '' };
  const { form, submit, errorOf } = useSchemaForm<FormValues, SeoSettingValues>(seoSettingInputSchema, defaults);
  const { register, handleSubmit, reset, formState } = form;

  async function onSubmit(values: SeoSettingValues) {
    await submit(
      () => (entry ? updateSeoSettingAction(entry.id, entry.uniqueKey, values) : createSeoSettingAction(values)),
      () => {
        setOpen(false);
        if (!entry) reset({ head: '', body: '' });
      },
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      onOpen={() => reset(defaults)}
      trigger={trigger}
      title={entry ? t('form.editTitle', { number: entry.number }) : t('form.createTitle')}
      description={t('form.description')}
      width="wide"
      busy={formState.isSubmitting}
      onSubmit={handleSubmit(onSubmit)}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
    >
      <FormField id="seo-head" label={t('head')} hint={t('headHint')} error={errorOf('head')}>
        <Textarea {...register('head')} rows={8} maxLength={SEO_MARKUP_MAX} spellCheck={false} autoComplete="off" className="font-mono text-xs" placeholder={'<script async src="https://…"></script>'} />
      </FormField>
      <FormField id="seo-body" label={t('body')} hint={t('bodyHint')} error={errorOf('body')}>
        <Textarea {...register('body')} rows={6} maxLength={SEO_MARKUP_MAX} spellCheck={false} autoComplete="off" className="font-mono text-xs" placeholder={'<noscript><iframe src="https://…"></iframe></noscript>'} />
      </FormField>
    </FormDialog>
  );
}
