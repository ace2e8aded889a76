'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { formFieldIds } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ACCEPTED_IMAGE_TYPES, uploadImage } from '@/components/admin/compose/upload-image';

export type LayoutLogoFieldProps = {
  id: string;
  legend: string;
  /** The logo's URL ('' for none). */
  value: string;
  /** The logo shipped with the design (/logo-v1.svg …), offered back after an upload. */
  defaultUrl: string;
  onChange: (url: string) => void;
  error?: string;
};

/** One design version's logo: a preview, upload (POST /api/upload) or back to the default logo. */
export function LayoutLogoField({ id, legend, value, defaultUrl, onChange, error }: LayoutLogoFieldProps) {
  const t = useTranslations('LayoutSettings.logos');
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
      <legend className="mb-1.5 text-sm font-medium text-foreground">{legend}</legend>
      <div className="flex items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center rounded-md border border-border bg-background p-1">
          {value ? (
            // eslint-disable-next-line @next/next/no-img-element -- an uploaded URL or the default SVG, chosen just now
            <img src={value} alt={t('previewAlt', { legend })} data-testid={`${id}-preview`} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-center text-xs text-muted-foreground">{t('none')}</span>
          )}
        </div>
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
              aria-describedby={describedBy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void choose(file);
              }}
            />
          </label>
          {value !== defaultUrl && (
            <Button variant="ghost" size="sm" onClick={() => onChange(defaultUrl)} disabled={uploading}>
              {t('useDefault')}
            </Button>
          )}
          {uploading && (
            <span role="status" className="text-sm text-muted-foreground">
              {t('uploading')}
            </span>
          )}
        </div>
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
