'use client';

import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { useSchemaFormDialog } from '@/components/admin/forms/use-schema-form-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { createCategoryAction, updateCategoryAction } from '@/lib/api/actions/categories';
import { categoryInputSchema, categoryTranslationLocales, type CategoryValues } from '@/lib/categories/schema';
import type { CategoryRow } from '@/lib/categories/present';
import { contrastRatio } from '@/lib/format/color';
import { MediaPickerButton } from '@/components/admin/media/media-picker';
import { CategoryChip } from './category-chip';

/** WCAG AA for normal text: below this the chip's name is hard to read. */
const MIN_CONTRAST = 4.5;
const HEX = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;

type TranslationLocale = (typeof categoryTranslationLocales)[number];
type FormValues = {
  name: string;
  description: string;
  image: string;
  text_color: string;
  background_color: string;
  /** Every non-default locale, blank when untranslated (the schema drops blanks). */
  translations: Record<TranslationLocale, { name: string; description: string }>;
};

export type CategoryFormDialogProps = {
  /** Absent: a new category. */
  category?: Omit<CategoryRow, 'translations'> & {
    /** Name and description in the other locales. */
    translations?: Partial<Record<string, { name?: string; description?: string | null }>>;
    /** The catalogue name shown instead of `name` (catalogue categories only). */
    catalogueName?: string;
  };
  trigger: ReactNode;
};

/**
 * New or edit category: name and description (the default language's, plus optional ones per other
 * locale), image URL, colours with a live chip preview and a contrast warning.
 */
export function CategoryFormDialog({ category, trigger }: CategoryFormDialogProps) {
  const t = useTranslations('Categories');
  const format = useFormatter();
  const defaults: FormValues = {
    name: category?.name ?? '',
    description: category?.description ?? '',
    image: category?.image ?? '',
    text_color: category?.textColor ?? '#ffffff',
    background_color: category?.backgroundColor ?? '#1e3a8a',
    translations: Object.fromEntries(
      categoryTranslationLocales.map((locale) => {
        const given = category?.translations?.[locale];
        return [locale, { name: given?.name ?? '', description: given?.description ?? '' }];
      }),
    ) as FormValues['translations'],
  };
  const { form, submit, errorOf, saved, dialogProps } = useSchemaFormDialog<FormValues, CategoryValues>(categoryInputSchema, defaults, { isNew: !category });
  const { register, control, setValue, formState } = form;

  const [name, textColor, backgroundColor] = useWatch({ control, name: ['name', 'text_color', 'background_color'] });
  const current = { text_color: textColor, background_color: backgroundColor };
  const colorsValid = HEX.test(textColor) && HEX.test(backgroundColor);
  const ratio = colorsValid ? contrastRatio(textColor, backgroundColor) : null;
  const ratioText = ratio === null ? '' : format.number(Math.floor(ratio * 10) / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  async function onSubmit(values: CategoryValues) {
    // The version loaded goes with the save: one made since by someone else is refused (the form keeps what was typed).
    const input = { ...values, status: category?.status ?? 'active', ...(category ? { version: category.version } : {}) };
    await submit(
      () => (category ? updateCategoryAction({ id: category.id, uniqueKey: category.uniqueKey }, input) : createCategoryAction({}, input)),
      saved,
    );
  }

  const colorField = (field: 'text_color' | 'background_color', label: string) => (
    <FormField id={`category-${field}`} label={label} error={errorOf(field)} required>
      {(controlProps) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-hidden="true"
            tabIndex={-1}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
            value={HEX.test(current[field]) && current[field].length === 7 ? current[field] : '#000000'}
            onChange={(event) => setValue(field, event.target.value, { shouldValidate: formState.isSubmitted })}
          />
          <Input {...controlProps} {...register(field)} className="font-mono" maxLength={7} spellCheck={false} />
        </div>
      )}
    </FormField>
  );

  return (
    <FormDialog
      {...dialogProps(onSubmit)}
      trigger={trigger}
      title={category ? t('form.editTitle') : t('form.createTitle')}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
    >
      <FormField id="category-name" label={t('form.name')} error={errorOf('name')} hint={category?.catalogueName ? t('form.catalogueHint') : undefined} required>
        <Input {...register('name')} maxLength={80} autoComplete="off" />
      </FormField>
      <FormField id="category-description" label={t('form.description')} error={errorOf('description')} required>
        <Textarea {...register('description')} rows={3} maxLength={500} />
      </FormField>
      <details className="rounded-md border border-border p-3" data-testid="category-translations">
        <summary className="cursor-pointer text-sm font-medium">{t('form.translations')}</summary>
        <div className="mt-3 flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">{t('form.translationsHint')}</p>
          {categoryTranslationLocales.map((locale) => {
            const language = t(`form.languages.${locale}`);
            return (
              <div key={locale} className="flex flex-col gap-3">
                <FormField id={`category-name-${locale}`} label={t('form.translatedName', { language })} error={errorOf(`translations.${locale}.name`)}>
                  <Input {...register(`translations.${locale}.name`)} lang={locale} maxLength={80} autoComplete="off" />
                </FormField>
                <FormField id={`category-description-${locale}`} label={t('form.translatedDescription', { language })} error={errorOf(`translations.${locale}.description`)}>
                  <Textarea {...register(`translations.${locale}.description`)} lang={locale} rows={2} maxLength={500} />
                </FormField>
              </div>
            );
          })}
        </div>
      </details>
      <div className="flex flex-col gap-2">
        <FormField id="category-image" label={t('form.image')} error={errorOf('image')} hint={t('form.imageHint')}>
          <Input {...register('image')} type="url" inputMode="url" placeholder="https://" />
        </FormField>
        {/* Or a file of the media library: its address goes in the field. */}
        <div>
          <MediaPickerButton onPick={(url) => setValue('image', url, { shouldDirty: true, shouldValidate: formState.isSubmitted })} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {colorField('text_color', t('form.textColor'))}
        {colorField('background_color', t('form.backgroundColor'))}
      </div>
      <div className="flex flex-col gap-2 rounded-md border border-border p-3" aria-live="polite">
        <span className="text-sm font-medium">{t('form.preview')}</span>
        {colorsValid && (
          <div>
            <CategoryChip name={category?.catalogueName ?? (name.trim() || t('form.previewEmpty'))} textColor={textColor} backgroundColor={backgroundColor} />
          </div>
        )}
        {ratio !== null &&
          (ratio < MIN_CONTRAST ? (
            <p role="alert" data-testid="contrast-warning" className="text-sm text-negative-text">
              {t('form.contrastWarning', { ratio: ratioText })}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{t('form.contrastOk', { ratio: ratioText })}</p>
          ))}
      </div>
    </FormDialog>
  );
}
