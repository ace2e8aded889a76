'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { useSchemaFormDialog } from '@/components/admin/forms/use-schema-form-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { createSeoSettingAction, updateSeoSettingAction } from '@/lib/api/actions/settings';
import { isExecutable } from '@/lib/settings/code-injection';
import { SEO_MARKUP_MAX, seoCategories, seoSettingInputSchema, type SeoSettingValues } from '@/lib/settings/schema';

type Category = (typeof seoCategories)[number];
type FormValues = { head: string; body: string; category: Category };

export type SeoEntryDialogProps = {
  /** Absent: a new entry. */
  entry?: { id: number; uniqueKey: string; head: string | null; body: string | null; category: Category; number: number; version?: number };
  trigger: ReactNode;
  /** Whether the viewer holds `code-injection` (scripts, body code, event handlers, script URLs). */
  canInjectCode: boolean;
};

/**
 * New or edit SEO entry: the code for the page's head and for the start of its body. Without
 * `code-injection` the form says what may be saved and refuses executable code under its field before
 * sending it (the server refuses it too, 403 CODE_INJECTION_FORBIDDEN); with it, the form warns while
 * the typed code is executable.
 */
export function SeoEntryDialog({ entry, trigger, canInjectCode }: SeoEntryDialogProps) {
  const t = useTranslations('Settings.seo');
  const defaults: FormValues = { head: entry?.head ?? '', body: entry?.body ?? '', category: entry?.category ?? 'marketing' };
  const { form, submit, errorOf, saved, dialogProps } = useSchemaFormDialog<FormValues, SeoSettingValues>(seoSettingInputSchema, defaults, { isNew: !entry });
  const { register, setError } = form;
  const [head, body, category] = useWatch({ control: form.control, name: ['head', 'body', 'category'] });
  const typedCode = canInjectCode && isExecutable({ head, body });

  async function onSubmit(values: SeoSettingValues) {
    if (!canInjectCode) {
      const refused = (['head', 'body'] as const).filter((field) => isExecutable({ [field]: values[field] }));
      refused.forEach((field, i) => setError(field, { type: 'validate', message: 'Errors.codeInjectionForbidden' }, { shouldFocus: i === 0 }));
      if (refused.length > 0) return;
    }
    await submit(
      () => (entry ? updateSeoSettingAction({ id: entry.id, uniqueKey: entry.uniqueKey }, { ...values, version: entry.version }) : createSeoSettingAction({}, values)),
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
      {!canInjectCode && (
        <p role="note" className="rounded-md border border-border bg-surface p-3 text-sm text-surface-foreground">
          {t('form.codeHint')}
        </p>
      )}
      {typedCode && (
        <p role="note" data-testid="seo-code-warning" className="rounded-md border border-warning-light-foreground/30 bg-warning-light p-3 text-sm text-warning-light-foreground">
          {t('form.codeWarning')}
        </p>
      )}
      <FormField id="seo-category" label={t('category')} hint={t(`categoryHints.${category}`)} error={errorOf('category')}>
        <Select {...register('category')} options={seoCategories.map((value) => ({ value, label: t(`categories.${value}`) }))} />
      </FormField>
      <FormField id="seo-head" label={t('head')} hint={t('headHint')} error={errorOf('head')}>
        <Textarea {...register('head')} rows={8} maxLength={SEO_MARKUP_MAX} spellCheck={false} autoComplete="off" className="font-mono text-xs" placeholder={'<script async src="https://…"></script>'} />
      </FormField>
      <FormField id="seo-body" label={t('body')} hint={t('bodyHint')} error={errorOf('body')}>
        <Textarea {...register('body')} rows={6} maxLength={SEO_MARKUP_MAX} spellCheck={false} autoComplete="off" className="font-mono text-xs" placeholder={'<noscript><iframe src="https://…"></iframe></noscript>'} />
      </FormField>
    </FormDialog>
  );
}
