'use client';

import { useTranslations } from 'next-intl';
import { initials } from '@/lib/format/initials';
import { ImageUploadActions, ImageUploadNotes } from './image-upload-controls';
import { useImageUpload } from './use-image-upload';

export type PhotoFieldProps = {
  id: string;
  /** The photo's URL ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** The person's name, for the initials shown while there is no photo. */
  name: string;
  error?: string;
  /**
   * Where the labels live: the own profile speaks to its owner ("Your photo"), the users dialog about
   * someone else. Both hold photo, photoAlt, photoUpload, photoReplace, photoRemove, photoUploading, photoHint.
   */
  namespace: 'MyProfile.profile' | 'Users.form';
  /** The preview's test id (the e2e journeys select each form's own). */
  testId: string;
};

/** A person's photo: upload (POST /api/upload, the image pipeline) with a round preview or their initials, replace and remove. */
export function PhotoField({ id, value, onChange, name, error, namespace, testId }: PhotoFieldProps) {
  const t = useTranslations(namespace);
  const upload = useImageUpload({ id, error, onUploaded: (url) => onChange(url) });

  return (
    <fieldset className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5" aria-describedby={upload.describedBy}>
      {/* A legend cannot sit inside the flex column beside the preview: it names the group for screen readers, the span shows it. */}
      <legend className="sr-only">{t('photo')}</legend>
      {value ? (
        // eslint-disable-next-line @next/next/no-img-element -- an upload chosen just now (or a stored URL): no next/image sizes to know
        <img src={value} alt={t('photoAlt')} data-testid={testId} className="size-24 shrink-0 rounded-full border border-border object-cover" />
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
        <ImageUploadActions
          upload={upload}
          chooseLabel={value ? t('photoReplace') : t('photoUpload')}
          uploadingLabel={t('photoUploading')}
          secondary={value ? { label: t('photoRemove'), onClick: () => onChange('') } : null}
        />
        <ImageUploadNotes upload={upload} hint={t('photoHint')} />
      </div>
    </fieldset>
  );
}
