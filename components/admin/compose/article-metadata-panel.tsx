'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { withServerValues } from '@/components/admin/server-values';
import { CategoryChip } from '@/components/admin/categories/category-chip';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { locales } from '@/i18n/routing';
import type { ComposeCategoryOption } from '@/lib/articles/queries';
import { authorOptions, languageKey, type Field, type FormValues } from './compose-values';
import { CoverImageField } from './cover-image-field';

export type ArticleMetadataPanelProps = {
  form: UseFormReturn<FormValues>;
  errorOf: (field: Field) => string | undefined;
  categories: ComposeCategoryOption[];
  /** null when the user may not choose an author. */
  authors: { id: number; name: string }[] | null;
  currentAuthor: { id: number; name: string } | null;
  willSchedule: boolean;
  /** Categories and the cover are not registered inputs: they report their edits themselves. */
  onEdit: () => void;
  onUnauthorized: () => void;
};

/**
 * The side column's fields: publication date, categories, cover, language, featured, author.
 * A fragment: its fields sit in the column's own flex layout, beside the actions and revisions.
 */
export function ArticleMetadataPanel({ form, errorOf, categories, authors, currentAuthor, willSchedule, onEdit, onUnauthorized }: ArticleMetadataPanelProps) {
  const t = useTranslations('Admin.compose');
  const tSite = useTranslations('Site');
  const coverId = useId();
  const field = withServerValues(form);
  const { control, setValue, formState } = form;
  const categoriesField = useController({ control, name: 'categories' });
  const image = useWatch({ control, name: 'image' });
  const language = useWatch({ control, name: 'language' });
  const categoriesError = errorOf('categories');

  return (
    <>
      <FormField
        id="article-published-at"
        label={t('fields.publishedAt')}
        error={errorOf('published_at')}
        hint={willSchedule ? t('fields.publishedAtScheduled') : t('fields.publishedAtHint')}
      >
        <Input {...field.text('published_at')} type="datetime-local" />
      </FormField>

      <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={categoriesError ? 'article-categories-error' : undefined} aria-invalid={categoriesError ? true : undefined}>
        <legend className="mb-1.5 text-sm font-medium">
          {t('fields.categories')}
          <span aria-hidden="true" className="ml-0.5 text-negative-text">
            *
          </span>
        </legend>
        {categories.length === 0 && <p className="text-sm text-muted-foreground">{t('fields.noCategories')}</p>}
        <ul className="flex flex-col gap-1.5">
          {categories.map((category) => {
            const checked = categoriesField.field.value.includes(category.id);
            return (
              <li key={category.id} className="min-w-0">
                <label className="flex min-w-0 cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary"
                    checked={checked}
                    onChange={() => {
                      const next = checked ? categoriesField.field.value.filter((id) => id !== category.id) : [...categoriesField.field.value, category.id];
                      categoriesField.field.onChange(next);
                      onEdit();
                    }}
                  />
                  <CategoryChip name={category.name} textColor={category.textColor} backgroundColor={category.backgroundColor} />
                  {category.status === 'inactive' && <span className="shrink-0 text-xs text-muted-foreground">{t('fields.inactiveCategory')}</span>}
                </label>
              </li>
            );
          })}
        </ul>
        {categoriesError && (
          <p id="article-categories-error" className="text-sm text-negative-text">
            {categoriesError}
          </p>
        )}
      </fieldset>

      <CoverImageField
        id={coverId}
        value={image}
        language={language}
        error={errorOf('image')}
        onUnauthorized={onUnauthorized}
        onChange={(url) => {
          setValue('image', url, { shouldValidate: formState.isSubmitted });
          onEdit();
        }}
      />

      <FormField id="article-language" label={t('fields.language')} error={errorOf('language')}>
        <Select {...field.text('language')} options={locales.map((l) => ({ value: l, label: tSite(`languages.${languageKey[l]}`) }))} />
      </FormField>

      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" {...field.checkbox('featured')} />
        {t('fields.featured')}
      </label>

      {authors && (
        <FormField id="article-author" label={t('fields.author')} error={errorOf('author_id')}>
          <Select {...field.text('author_id')} options={authorOptions(authors, currentAuthor)} />
        </FormField>
      )}
    </>
  );
}
