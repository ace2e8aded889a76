'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { formFieldIds } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ACCEPTED_IMAGE_TYPES, uploadImage } from '@/components/admin/compose/upload-image';
import { initials } from '@/lib/format/initials';

export type UserPhotoFieldProps = {
  id: string;
  /** The photo URL ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** The person's name, for the initials shown while there is no photo. */
  name: string;
  error?: string;
};

/** A user's photo: upload (POST /api/upload, re-encoded by the image pipeline) with a round preview, replace and remove. */
export function UserPhotoField({ id, value, onChange, name, error }: UserPhotoFieldProps) {
  const t = useTranslations('Users.form');
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
    <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{t('photo')}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full border border-border bg-primary-light text-2xl font-semibold text-primary-light-foreground">
          {value ? (
            // eslint-disable-next-line @next/next/no-img-element -- an upload chosen just now (or a stored URL): no next/image sizes to know
            <img src={value} alt={t('photoPreviewAlt')} data-testid="user-photo-preview" className="size-full object-cover" />
          ) : (
            <span aria-hidden="true">{initials(name) || '?'}</span>
          )}
        </span>
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={id}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'cursor-pointer focus-within:outline-2 focus-within:outline-ring' })}
          >
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
      </div>
      <p id={ids.hint} className="text-sm text-muted-foreground">
        {t('photoHint')}
      </p>
      {shown && (
        <p id={ids.error} className="text-sm text-negative-text">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
