import { AppError } from '@/lib/core/errors';

/** Largest accepted upload, in bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((c, i) => bytes[start + i] === c.charCodeAt(0));

/** The image type by its first bytes (magic numbers), never by file name or declared type; null when not one we accept. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  // ISO-BMFF: a box size, then 'ftyp' and the major brand.
  if (ascii(bytes, 4, 'ftyp') && (ascii(bytes, 8, 'avif') || ascii(bytes, 8, 'avis'))) return 'image/avif';
  return null;
}

/** Refuses a body over 10 MB (413) or one that is not a JPEG, PNG, WebP, GIF or AVIF (422); answers its type. */
export function acceptImage(bytes: Uint8Array): ImageType {
  if (bytes.length > MAX_UPLOAD_BYTES) throw uploadTooLarge();
  const type = detectImageType(bytes);
  if (!type) throw unsupportedImage();
  return type;
}

export const uploadTooLarge = () =>
  new AppError('Uploads.tooLarge', 413, { values: { max: MAX_UPLOAD_BYTES / (1024 * 1024) }, fieldErrors: [{ field: 'file', messageKey: 'Uploads.tooLarge' }] });
export const unsupportedImage = () =>
  new AppError('Uploads.unsupportedType', 422, { fieldErrors: [{ field: 'file', messageKey: 'Uploads.unsupportedType' }] });
export const fileRequired = () => new AppError('Uploads.fileRequired', 422, { fieldErrors: [{ field: 'file', messageKey: 'Uploads.fileRequired' }] });

/** Megapixels as people say them: 40, 12.5 (one decimal at most). */
const megapixels = (pixels: number) => Math.round(pixels / 100_000) / 10;

/** More pixels than UPLOAD_MAX_PIXELS (422): the message names the limit and the image's size. */
export const tooManyPixels = (maxPixels: number, size: { width: number; height: number }) =>
  new AppError('Uploads.tooManyPixels', 422, {
    values: { max: megapixels(maxPixels), width: size.width, height: size.height },
    fieldErrors: [{ field: 'file', messageKey: 'Uploads.tooManyPixels' }],
  });

/** Seconds a client is told to wait when the image worker's queue is full. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** The image worker's queue is full (503 with Retry-After): the upload may be sent again shortly. */
export const imagesBusy = () =>
  new AppError('Uploads.busy', 503, { headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) }, errorCode: 'UPLOADS_BUSY' });
