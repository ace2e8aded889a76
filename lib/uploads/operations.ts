import { articleOgImage } from '@/lib/blog/og-image';
import { readFormData } from '@/lib/core/body';
import { exactly, success } from '@/lib/core/api-examples';
import { errors } from '@/lib/core/errors';
import { operationsFor } from '@/lib/core/operation';
import { saveUpload, uploadGrants } from './commands';
import { MAX_UPLOAD_BYTES, uploadTooLarge } from './detect';
import { acceptsAvif, readImage } from './queries';

// Uploaded images and generated Open Graph images (lib/core/operation.ts).

const operation = operationsFor({ tag: 'Files' });

// Room for the multipart boundaries and part headers around a file of the maximum size.
const MULTIPART_OVERHEAD = 64 * 1024;

const int = { type: 'integer' };
const uploadData = exactly({ id: int, url: { type: 'string', description: '`/api/files/{unique_key}`' }, width: int, height: int });

export const uploadOperations = {
  upload: operation({
    method: 'POST',
    path: '/api/upload',
    // saveUpload checks the grants (any screen that uploads images). A multipart body: only the
    // same-origin rule applies to a cookie-authenticated upload.
    access: { anyOf: uploadGrants },
    checkAccess: false,
    body: 'form-data',
    run: async ({ user, request }) => {
      if (!request) throw errors.badRequest();
      // An oversized body is refused by its Content-Length, or as soon as the stream passes the limit
      // (a chunked body): never more than the limit is buffered.
      const form = await readFormData(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, { tooLarge: uploadTooLarge });
      const file = form.get('file');
      const upload = file instanceof Blob ? { name: file instanceof File ? file.name : '', bytes: new Uint8Array(await file.arrayBuffer()) } : null;
      return saveUpload(user, upload);
    },
    status: 201,
    doc: {
      summary: 'Upload an image',
      description:
        'A multipart form with the image in the field `file` (JPEG, PNG, WebP, AVIF or GIF, up to 10 MB and UPLOAD_MAX_PIXELS pixels, 40 megapixels unless configured). The type is checked by content and the pixel count by the header, before decoding; the image is stored as WebP and AVIF copies in several widths, made one upload at a time (a few more wait; past that, 503 with Retry-After). Open to any screen that uploads images (compose, users, settings-profile, layout-settings).',
      otherBodies: {
        'multipart/form-data': {
          type: 'object',
          properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The image.' } },
          required: ['file'],
        },
      },
      responses: {
        201: 'Stored: where it is served and its size.',
        400: 'Not a multipart form.',
        413: 'Larger than 10 MB.',
        422: 'No file, not an image of an accepted type, or more pixels than the limit (the message names it).',
        503: 'The file storage (S3 or the local folder) is unavailable: nothing was saved (errorCode `STORAGE_UNAVAILABLE`); or too many images are being processed at once (errorCode `UPLOADS_BUSY`). Send it again after Retry-After seconds.',
      },
      data: uploadData,
      example: success({ id: 77, url: '/api/files/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', width: 1600, height: 900 }),
    },
  }),
  file: operation({
    method: 'GET',
    path: '/api/files/{unique_key}',
    access: 'public',
    // ?w=960 → the variant closest above 960 px wide (the widest without w), AVIF to a browser whose
    // Accept names it, WebP otherwise. The URL's get() reads a repeated w's first value.
    run: ({ params, request, query }) => {
      const w = Number.parseInt((request ? new URL(request.url).searchParams.get('w') : query.w) ?? '', 10);
      return readImage(params.uniqueKey, Number.isFinite(w) && w > 0 ? w : null, acceptsAvif(request?.headers.get('accept') ?? null));
    },
    respond: ({ bytes, contentType }) =>
      new Response(new Uint8Array(bytes), {
        status: 200,
        headers: {
          'Content-Type': contentType,
          // One URL, two formats: caches keep a copy per Accept.
          Vary: 'Accept',
          'Content-Length': String(bytes.length),
          // The bytes under a key never change (a new upload gets a new key).
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        },
      }),
    doc: {
      summary: 'Read an uploaded image',
      description:
        'The stored copy closest above `w` pixels wide (the widest without w), AVIF (image/avif) to a client whose Accept names it, WebP (image/webp) otherwise. Cached for a year (the bytes under a key never change).',
      params: { unique_key: "The image's key (the end of the url that the upload answered)." },
      queryParams: [{ name: 'w', description: 'The width wanted, in pixels.', schema: { type: 'integer', minimum: 1 } }],
      responses: { 200: 'The image.', 404: 'No such image.', 503: 'The file storage is unavailable (code `STORAGE_UNAVAILABLE`, Retry-After).' },
      produces: 'image/*',
    },
  }),
  articleOgImage: operation({
    method: 'GET',
    path: '/api/og/article/{id}',
    access: 'public',
    // The PNG, or a plain-text 404 when the article is not live (lib/blog/og-image.tsx).
    run: ({ params }) => articleOgImage(params.id),
    respond: (image) => image,
    doc: {
      summary: "An article's Open Graph image",
      description: 'A 1200×630 PNG: the title on the colour of its first category, with the category and the site’s name. Cached like a page for an hour.',
      responses: { 200: 'The image.', 404: 'The article is not live (plain text).' },
      produces: 'image/png',
    },
  }),
};
