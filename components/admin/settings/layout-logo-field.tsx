'use client';

import { useTranslations } from 'next-intl';
import { ImageUploadActions, ImageUploadNotes } from '@/components/admin/image-upload-controls';
import { useImageUpload } from '@/components/admin/use-image-upload';

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
  const upload = useImageUpload({ id, error, onUploaded: (url) => onChange(url) });

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={upload.describedBy}>
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
        <ImageUploadActions
          upload={upload}
          chooseLabel={value ? t('replace') : t('upload')}
          uploadingLabel={t('uploading')}
          secondary={value !== defaultUrl ? { label: t('useDefault'), onClick: () => onChange(defaultUrl) } : null}
        />
      </div>
      <ImageUploadNotes upload={upload} hint={t('hint')} />
    </fieldset>
  );
}
