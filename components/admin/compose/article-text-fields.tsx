'use client';

import { useId, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { withServerValues } from '@/components/admin/server-values';
import { FormField, formFieldIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast';
import { ARTICLE_EXCERPT_MAX, ARTICLE_SEO_DESCRIPTION_MAX, ARTICLE_SEO_TITLE_MAX, ARTICLE_TITLE_MAX } from '@/lib/articles/schema';
import { shortenText } from '@/lib/format/text';
import { plainText, type Field, type FormValues } from './compose-values';
import { RichTextEditor, type RichTextEditorHandle } from './rich-text-editor';

export type ArticleTextFieldsProps = {
  form: UseFormReturn<FormValues>;
  errorOf: (field: Field) => string | undefined;
  editorRef: RefObject<RichTextEditorHandle | null>;
  editorSeed: { content: string; version: number };
  /** The editor reports its edits itself: registered inputs are seen by the form. */
  onEdit: () => void;
  onUnauthorized: () => void;
};

/** The main column: title, the rich text, the excerpt and the SEO fields (whose placeholders follow the text). */
export function ArticleTextFields({ form, errorOf, editorRef, editorSeed, onEdit, onUnauthorized }: ArticleTextFieldsProps) {
  const t = useTranslations('Admin.compose');
  const { toast } = useToast();
  const ids = { title: useId(), content: useId(), excerpt: useId(), seoTitle: useId(), seoDescription: useId() };
  const field = withServerValues(form);
  const { control, setValue, setError, formState } = form;
  const [title, excerpt, content, language] = useWatch({ control, name: ['title', 'excerpt', 'content', 'language'] });
  const contentIds = formFieldIds(ids.content);
  const contentError = errorOf('content');
  const derivedExcerpt = shortenText(plainText(content), 160);

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <FormField id={ids.title} label={t('fields.title')} error={errorOf('title')} required>
        <Input {...field.text('title')} maxLength={ARTICLE_TITLE_MAX} autoComplete="off" className="text-lg" />
      </FormField>

      <div className="flex flex-col gap-1.5">
        <span id={`${ids.content}-label`} className="text-sm font-medium text-foreground">
          {t('fields.content')}
          <span aria-hidden="true" className="ml-0.5 text-negative-text">
            *
          </span>
        </span>
        <RichTextEditor
          key={editorSeed.version}
          ref={editorRef}
          labelId={`${ids.content}-label`}
          initialContent={editorSeed.content}
          language={language}
          invalid={Boolean(contentError)}
          describedBy={contentError ? contentIds.error : undefined}
          onChange={(html) => {
            setValue('content', html, { shouldValidate: formState.isSubmitted });
            onEdit();
          }}
          onUploadError={(message, status) => {
            if (status === 401) return onUnauthorized();
            setError('content', { type: 'server', message });
            toast({ message, variant: 'error' });
          }}
        />
        {contentError && (
          <p id={contentIds.error} className="text-sm text-negative-text">
            {contentError}
          </p>
        )}
      </div>

      <FormField id={ids.excerpt} label={t('fields.excerpt')} error={errorOf('excerpt')} hint={t('fields.excerptHint')}>
        <Textarea {...field.text('excerpt')} rows={3} maxLength={ARTICLE_EXCERPT_MAX} placeholder={t('fields.excerptPlaceholder')} />
      </FormField>

      <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-semibold">{t('fields.seo')}</legend>
        <FormField id={ids.seoTitle} label={t('fields.seoTitle')} error={errorOf('seo_title')} hint={t('fields.seoTitleHint')}>
          <Input {...field.text('seo_title')} maxLength={ARTICLE_SEO_TITLE_MAX} placeholder={title.trim() || t('fields.seoTitlePlaceholder')} />
        </FormField>
        <FormField id={ids.seoDescription} label={t('fields.seoDescription')} error={errorOf('seo_description')} hint={t('fields.seoDescriptionHint')}>
          <Textarea
            {...field.text('seo_description')}
            rows={2}
            maxLength={ARTICLE_SEO_DESCRIPTION_MAX}
            placeholder={excerpt.trim() || derivedExcerpt || t('fields.seoDescriptionPlaceholder')}
          />
        </FormField>
      </fieldset>
    </div>
  );
}
