'use client';

import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { useSchemaFormDialog } from '@/components/admin/forms/use-schema-form-dialog';
import { RichTextEditor } from '@/components/admin/compose/rich-text-editor';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, formFieldIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { locales } from '@/i18n/routing';
import { createFaqAction, updateFaqAction } from '@/lib/api/actions/faq';
import type { FaqView } from '@/lib/faq/present';
import { FAQ_QUESTION_MAX, faqInputSchema, type FaqValues } from '@/lib/faq/schema';

type FormValues = { question: string; answer: string; product: string; locale: string; position: string };

export type FaqFormDialogProps = {
  /** Absent: a new question. */
  faq?: Pick<FaqView, 'id' | 'uniqueKey' | 'question' | 'answer' | 'product' | 'locale' | 'position'> & { version?: number };
  /** The products that have questions (suggested in the product field). */
  products: readonly string[];
  /** A new question's product and language (the list's filters, when set). */
  initial?: { product?: string; locale?: string };
  trigger: ReactNode;
};

/**
 * New or edit question: the question, its answer in the articles' rich-text editor (sanitized with
 * the articles' allow-list when saved), its product (the /faq/{product} page), language and place.
 */
export function FaqFormDialog({ faq, products, initial, trigger }: FaqFormDialogProps) {
  const t = useTranslations('FaqAdmin');
  const id = useId();
  const ids = { question: `${id}-question`, answer: `${id}-answer`, product: `${id}-product`, locale: `${id}-locale`, position: `${id}-position`, products: `${id}-products` };
  const defaults: FormValues = {
    question: faq?.question ?? '',
    answer: faq?.answer ?? '',
    product: faq?.product ?? initial?.product ?? '',
    locale: faq?.locale ?? initial?.locale ?? 'pt-BR',
    position: faq ? String(faq.position) : '',
  };
  const { form, submit, errorOf, saved, dialogProps } = useSchemaFormDialog<FormValues, FaqValues>(faqInputSchema, defaults, { isNew: !faq });
  const { register, setValue, setError, formState, control } = form;
  // A library image chosen for the answer gets its alt text in the question's language.
  const answerLanguage = useWatch({ control, name: 'locale' });
  const answerError = errorOf('answer');
  const answerIds = formFieldIds(ids.answer);

  async function onSubmit(values: FaqValues) {
    // The version loaded goes with the save: one made since by someone else is refused (the form keeps what was typed).
    await submit(() => (faq ? updateFaqAction({ id: faq.id, uniqueKey: faq.uniqueKey }, { ...values, version: faq.version }) : createFaqAction({}, values)), saved);
  }

  return (
    <FormDialog
      {...dialogProps(onSubmit)}
      trigger={trigger}
      title={faq ? t('form.editTitle') : t('form.createTitle')}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
    >
      <FormField id={ids.question} label={t('form.question')} error={errorOf('question')} required>
        <Input {...register('question')} maxLength={FAQ_QUESTION_MAX} autoComplete="off" />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <span id={`${ids.answer}-label`} className="text-sm font-medium text-foreground">
          {t('form.answer')}
          <span aria-hidden="true" className="ml-0.5 text-negative-text">
            *
          </span>
        </span>
        <p id={answerIds.hint} className="text-sm text-muted-foreground">
          {t('form.answerHint')}
        </p>
        <RichTextEditor
          labelId={`${ids.answer}-label`}
          initialContent={defaults.answer}
          invalid={Boolean(answerError)}
          describedBy={answerError ? `${answerIds.hint} ${answerIds.error}` : answerIds.hint}
          onChange={(html) => setValue('answer', html, { shouldValidate: formState.isSubmitted })}
          onUploadError={(message) => setError('answer', { type: 'server', message })}
          language={answerLanguage}
        />
        {answerError && (
          <p id={answerIds.error} className="text-sm text-negative-text">
            {answerError}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={ids.product} label={t('form.product')} error={errorOf('product')} hint={t('form.productHint')} required>
          <Input {...register('product')} list={ids.products} maxLength={60} autoComplete="off" spellCheck={false} />
        </FormField>
        <datalist id={ids.products}>
          {products.map((product) => (
            <option key={product} value={product} />
          ))}
        </datalist>
        <FormField id={ids.locale} label={t('form.locale')} error={errorOf('locale')} required>
          <Select {...register('locale')} options={locales.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))} />
        </FormField>
      </div>
      <FormField id={ids.position} label={t('form.position')} error={errorOf('position')} hint={t('form.positionHint')}>
        <Input {...register('position')} type="number" inputMode="numeric" min={0} step={1} className="max-w-32" />
      </FormField>
    </FormDialog>
  );
}
