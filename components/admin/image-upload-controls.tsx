'use client';

import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MediaPickerButton } from './media/media-picker';
import type { ImageUpload } from './use-image-upload';

export type ImageUploadActionsProps = {
  upload: ImageUpload;
  /** The file picker's label: "Upload …" while there is no image, "Replace …" once there is. */
  chooseLabel: string;
  /** Announced while the file is on its way. */
  uploadingLabel: string;
  /** A second button (remove the image, go back to a default), or nothing when there is nothing to undo. */
  secondary?: { label: string; onClick: () => void } | null;
};

/**
 * The buttons of an image field: a file picker styled as a button, "Choose from library" (the one media
 * picker, for a user who may browse the library), an optional second action and the upload's status.
 */
export function ImageUploadActions({ upload, chooseLabel, uploadingLabel, secondary }: ImageUploadActionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label
        htmlFor={upload.inputProps.id}
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'cursor-pointer focus-within:outline-2 focus-within:outline-ring' })}
      >
        {upload.uploading && <Spinner />}
        {chooseLabel}
        <input {...upload.inputProps} />
      </label>
      <MediaPickerButton onPick={upload.pick} disabled={upload.uploading} />
      {secondary && (
        <Button variant="ghost" size="sm" onClick={secondary.onClick} disabled={upload.uploading}>
          {secondary.label}
        </Button>
      )}
      {upload.uploading && (
        <span role="status" className="text-sm text-muted-foreground">
          {uploadingLabel}
        </span>
      )}
    </div>
  );
}

/** The hint under an image field and its error, with the ids the file input's aria-describedby points at. */
export function ImageUploadNotes({ upload, hint }: { upload: ImageUpload; hint: string }) {
  return (
    <>
      <p id={upload.ids.hint} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {upload.error && (
        <p id={upload.ids.error} className="text-sm text-negative-text">
          {upload.error}
        </p>
      )}
    </>
  );
}
