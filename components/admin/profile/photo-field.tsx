'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { formFieldIds } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ACCEPTED_IMAGE_TYPES, uploadImage } from '@/components/admin/compose/upload-image';
import { initials } from '@/lib/format/initials';

export type PhotoFieldProps = {
  id: string;
  /** The photo's URL ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** The name the initials come from while there is no photo. */
  name: string;
  error?: string;
};

/** The user's photo: upload (POST /api/upload, the same pipeline as article covers) with a round preview, replace and remove. */
export function PhotoField({ id, value, onChange, name, error }: PhotoFieldProps) {
  const t = useTranslations('MyProfile.profile');
  const tErrors = useTranslations('Errors');
  const locale = useLocale();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const ids = formFieldIds(id);
  const shown = uploadError ?? error;
  const describedBy = [ids.hint, shown ? ids.error : ''].filter(Boolean).join(' ');

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
    <fieldset className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5" aria-describedby={describedBy}>
      <legend className="sr-only">{t('photo')}</legend>
      {value ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded or external URL chosen just now
        <img src={value} alt={t('photoAlt')} data-testid="photo-preview" className="size-24 shrink-0 rounded-full border border-border object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-primary-light text-2xl font-semibold text-primary-light-foreground"
        >
          {initials(name) || '?'}
        </span>
      )}
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-foreground" aria-hidden="true">
          {t('photo')}
        </span>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'cursor-pointer focus-within:outline-2 focus-within:outline-ring' })}>
            {uploading && <Spinner />}
            {value ? t('photoReplace') : t('photoUpload')}
            <input
              id={id}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              className="sr-only"
              disabled={uploading}
              aria-invalid={shown ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void choose(file);
              }}
            />
          </label>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange('')} disabled={uploading}>
              {t('photoRemove')}
            </Button>
          )}
          {uploading && (
            <span role="status" className="text-sm text-muted-foreground">
              {t('photoUploading')}
            </span>
          )}
        </div>
        <p id={ids.hint} className="text-sm text-muted-foreground">
          {t('photoHint')}
        </p>
        {shown && (
          <p id={ids.error} className="text-sm text-negative-text">
            {shown}
          </p>
        )}
      </div>
    </fieldset>
  );
}
