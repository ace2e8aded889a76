'use client';

import { useState, type ChangeEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formFieldIds } from '@/components/ui/form-field';
import { ACCEPTED_IMAGE_TYPES, uploadImage } from '@/components/admin/compose/upload-image';
import type { MediaItem } from '@/components/admin/media/media-api';

export type ImageUploadOptions = {
  /** The file input's id; the hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  /** The form's own error for the field (e.g. "Image is required"); an upload's error replaces it. */
  error?: string;
  /** Receives the uploaded image's URL and its media record. */
  onUploaded: (url: string, item: MediaItem) => void;
  /** Called instead of showing the error when the session has ended (401), for a form that keeps its work first. */
  onUnauthorized?: () => void;
};

export type ImageUpload = {
  uploading: boolean;
  /** What the field shows: the last upload's error, else the form's. */
  error: string | undefined;
  ids: { hint: string; error: string };
  /** Takes a file chosen in the media library (the picker) as if it had just been uploaded. */
  pick: (url: string, item: MediaItem) => void;
  /** The hint, plus the error while there is one: for the fieldset and the file input. */
  describedBy: string;
  /** Spread on the field's hidden `<input type="file">`. */
  inputProps: {
    id: string;
    type: 'file';
    accept: string;
    className: string;
    disabled: boolean;
    'aria-invalid': true | undefined;
    'aria-describedby': string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
};

/**
 * The upload behind every admin image field (profile and user photos, layout logos, article cover,
 * page blocks and share image), and the media library's picker beside it (ImageUploadActions):
 * sends the chosen file to POST /api/upload (the image pipeline re-encodes it) and tracks the upload and
 * its error. The error is the API's translated message, or Errors.unexpected when the request itself fails.
 */
export function useImageUpload({ id, error, onUploaded, onUnauthorized }: ImageUploadOptions): ImageUpload {
  const tErrors = useTranslations('Errors');
  const locale = useLocale();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const ids = formFieldIds(id);
  const shown = uploadError ?? error;
  const describedBy = [ids.hint, shown ? ids.error : ''].filter(Boolean).join(' ');

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    const result = await uploadImage(file, locale, tErrors('unexpected'));
    setUploading(false);
    if (result.ok) onUploaded(result.url, result.item);
    else if (result.status === 401 && onUnauthorized) onUnauthorized();
    else setUploadError(result.message);
  }

  return {
    uploading,
    error: shown,
    ids,
    pick: (url, item) => {
      setUploadError(null);
      onUploaded(url, item);
    },
    describedBy,
    inputProps: {
      id,
      type: 'file',
      accept: ACCEPTED_IMAGE_TYPES,
      className: 'sr-only',
      disabled: uploading,
      'aria-invalid': shown ? true : undefined,
      'aria-describedby': describedBy,
      onChange: (event) => {
        const file = event.target.files?.[0];
        // Cleared so that choosing the same file again (after removing it) still fires a change.
        event.target.value = '';
        void upload(file);
      },
    },
  };
}
