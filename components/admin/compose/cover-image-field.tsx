'use client';

import { useTranslations } from 'next-intl';
import { ImageUploadActions, ImageUploadNotes } from '@/components/admin/image-upload-controls';
import { useImageUpload } from '@/components/admin/use-image-upload';
import { MediaPickerButton } from '@/components/admin/media/media-picker';

export type CoverImageFieldProps = {
  id: string;
  /** The image URL ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** The form's error for the field ("Image is required" when publishing). */
  error?: string;
  /** The session ended during an upload (401). */
  onUnauthorized?: () => void;
};

/** The article's cover: upload (POST /api/upload) with a preview, replace and remove. */
export function CoverImageField({ id, value, onChange, error, onUnauthorized }: CoverImageFieldProps) {
  const t = useTranslations('Admin.compose.cover');
  const upload = useImageUpload({ id, error, onUploaded: onChange, onUnauthorized });

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={upload.describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{t('label')}</legend>
      {value ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded or external URL chosen just now
        <img src={value} alt={t('previewAlt')} data-testid="cover-preview" className="aspect-video w-full max-w-md rounded-md border border-border object-cover" />
      ) : (
        <div className="flex aspect-video w-full max-w-md items-center justify-center rounded-md border border-dashed border-border text-sm text-muted-foreground">
          {t('empty')}
        </div>
      )}
      <ImageUploadActions
        upload={upload}
        chooseLabel={value ? t('replace') : t('upload')}
        uploadingLabel={t('uploading')}
        secondary={value ? { label: t('remove'), onClick: () => onChange('') } : null}
      />
      {/* Or an image already in the media library (issue 31). */}
      <div>
        <MediaPickerButton onPick={(url) => onChange(url)} />
      </div>
      <ImageUploadNotes upload={upload} hint={t('hint')} />
    </fieldset>
  );
}
