'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useSchemaFormDialog } from '@/components/admin/forms/use-schema-form-dialog';
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
  const defaults: FormValues = { head: entry?.head ?? '', body: entry?.body ?? '' };
  const { form, submit, errorOf, saved, dialogProps } = useSchemaFormDialog<FormValues, SeoSettingValues>(seoSettingInputSchema, defaults, { isNew: !entry });
  const { register } = form;

  async function onSubmit(values: SeoSettingValues) {
    await submit(
      () => (entry ? updateSeoSettingAction(entry.id, entry.uniqueKey, values) : createSeoSettingAction(values)),
      saved,
    );
  }

  return (
    <FormDialog
      {...dialogProps(onSubmit)}
      trigger={trigger}
      title={entry ? t('form.editTitle', { number: entry.number }) : t('form.createTitle')}
      description={t('form.description')}
      width="wide"
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
