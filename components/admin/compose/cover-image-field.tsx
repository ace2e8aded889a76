'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ImageUploadActions, ImageUploadNotes } from '@/components/admin/image-upload-controls';
import { useImageUpload } from '@/components/admin/use-image-upload';
import { isLocale } from '@/i18n/routing';
import { MediaAltField } from '@/components/admin/media/media-alt-field';
import { findMediaByUrl, plainUrlOf, type MediaItem } from '@/components/admin/media/media-api';

export type CoverImageFieldProps = {
  id: string;
  /** The image URL ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** The article's language: the cover's alt text is asked for in it. */
  language: string;
  /** The form's error for the field ("Image is required" when publishing). */
  error?: string;
  /** The session ended during an upload (401). */
  onUnauthorized?: () => void;
};

/**
 * The article's cover: upload (POST /api/upload) or a library image (the picker), with a preview,
 * replace and remove; a library image gets its alt text for the article's language in place.
 */
export function CoverImageField({ id, value, onChange, language, error, onUnauthorized }: CoverImageFieldProps) {
  const t = useTranslations('Admin.compose.cover');
  const tErrors = useTranslations('Errors');
  const locale = useLocale();
  // The library's record of the cover (null for an outside address or none).
  const [item, setItem] = useState<MediaItem | null>(null);
  const choose = (url: string, chosen: MediaItem) => {
    setItem(chosen);
    onChange(url);
  };
  const upload = useImageUpload({ id, error, onUploaded: choose, onUnauthorized });

  // A cover saved before (or set another way) is looked up once, so it can be described too.
  const known = item !== null && plainUrlOf(item) === value;
  useEffect(() => {
    if (known || !value) return;
    let current = true;
    void findMediaByUrl(value, locale, tErrors('unexpected')).then((answer) => {
      if (current) setItem(answer.ok ? answer.data : null);
    });
    return () => {
      current = false;
    };
  }, [value, known, locale, tErrors]);

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
      <ImageUploadNotes upload={upload} hint={t('hint')} />
      {value && known && item && isLocale(language) && <MediaAltField key={`${item.id}:${language}`} id="cover-image-alt" item={item} language={language} onSaved={setItem} />}
    </fieldset>
  );
}
