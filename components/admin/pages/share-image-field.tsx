'use client';

import { useTranslations } from 'next-intl';
import { ImageUploadActions, ImageUploadNotes } from '@/components/admin/image-upload-controls';
import { useImageUpload } from '@/components/admin/use-image-upload';

/** The page's share image (og:image): upload with a preview, replace and remove. */
export function ShareImageField({ id, value, onChange, error }: { id: string; value: string; onChange: (url: string) => void; error?: string }) {
  const t = useTranslations('PagesAdmin.editor');
  const upload = useImageUpload({ id, error, onUploaded: (url) => onChange(url) });
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={upload.describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{t('image')}</legend>
      {value ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded or external URL chosen just now
        <img src={value} alt={t('imageAlt')} className="aspect-[1.91/1] w-full max-w-xs rounded-md border border-border object-cover" />
      ) : (
        <div className="flex aspect-[1.91/1] w-full max-w-xs items-center justify-center rounded-md border border-dashed border-border text-sm text-muted-foreground">
          {t('imageEmpty')}
        </div>
      )}
      <ImageUploadActions
        upload={upload}
        chooseLabel={value ? t('imageReplace') : t('imageUpload')}
        uploadingLabel={t('imageUploading')}
        secondary={value ? { label: t('imageRemove'), onClick: () => onChange('') } : null}
      />
      <ImageUploadNotes upload={upload} hint={t('imageHint')} />
    </fieldset>
  );
}
