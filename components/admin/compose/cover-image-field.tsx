'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { formFieldIds } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ACCEPTED_IMAGE_TYPES, uploadImage } from './upload-image';

export type CoverImageFieldProps = {
  id: string;
  /** The image URL ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** The form's error for the field ("Image is required" when publishing). */
  error?: string;
};

/** The article's cover: upload (POST /api/upload) with a preview, replace and remove. */
export function CoverImageField({ id, value, onChange, error }: CoverImageFieldProps) {
  const t = useTranslations('Admin.compose.cover');
  const tErrors = useTranslations('Errors');
  const locale = useLocale();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const ids = formFieldIds(id);
  const shown = uploadError ?? error;

  async function choose(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    const result = await uploadImage(file, locale, tErrors('unexpected'));
    setUploading(false);
    if (result.ok) onChange(result.url);
    else setUploadError(result.message);
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={[ids.hint, shown ? ids.error : ''].filter(Boolean).join(' ')}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{t('label')}</legend>
      {value ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded or external URL chosen just now
        <img src={value} alt={t('previewAlt')} data-testid="cover-preview" className="aspect-video w-full max-w-md rounded-md border border-border object-cover" />
      ) : (
        <div className="flex aspect-video w-full max-w-md items-center justify-center rounded-md border border-dashed border-border text-sm text-muted-foreground">
          {t('empty')}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'cursor-pointer focus-within:outline-2 focus-within:outline-ring' })}>
          {uploading && <Spinner />}
          {value ? t('replace') : t('upload')}
          <input
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            className="sr-only"
            disabled={uploading}
            aria-invalid={shown ? true : undefined}
            aria-describedby={[ids.hint, shown ? ids.error : ''].filter(Boolean).join(' ')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void choose(file);
            }}
          />
        </label>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange('')} disabled={uploading}>
            {t('remove')}
          </Button>
        )}
        {uploading && (
          <span role="status" className="text-sm text-muted-foreground">
            {t('uploading')}
          </span>
        )}
      </div>
      <p id={ids.hint} className="text-sm text-muted-foreground">
        {t('hint')}
      </p>
      {shown && (
        <p id={ids.error} className="text-sm text-negative-text">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
