import { articleOgImage } from '@/lib/blog/og-image';
import { readFormData } from '@/lib/core/body';
import { success } from '@/lib/core/api-examples';
import { errors } from '@/lib/core/errors';
import { operationsFor } from '@/lib/core/operation';
import { saveUpload, uploadGrants } from './commands';
import { MAX_UPLOAD_BYTES, uploadTooLarge } from './detect';
import { acceptsAvif, readImage } from './queries';
import { cacheTags } from '@/lib/cache/tags';
import { parseInput } from '@/lib/core/command';
import { mediaRecordProperties, uploadExample } from '@/lib/media/doc';
import { uploadDescriptionSchema } from '@/lib/media/schema';

// Uploaded images and generated Open Graph images (lib/core/operation.ts).

const operation = operationsFor({ tag: 'Files' });

// Room for the multipart boundaries and part headers around a file of the maximum size.
const MULTIPART_OVERHEAD = 64 * 1024;

/** Seconds a browser keeps a file's plain address before revalidating (a replaced file shows by then). */
const FILE_MAX_AGE = 300;

const uploadData = { type: 'object', description: 'The media record (as GET /api/media/media/{id}/{unique_key} answers it, without used_in), with `url` the plain address `/api/files/{unique_key}`.', properties: mediaRecordProperties, required: Object.keys(mediaRecordProperties) };

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
      const field = (name: string) => (typeof form.get(name) === 'string' ? form.get(name) : undefined);
      const description = parseInput(uploadDescriptionSchema, { alt: field('alt'), locale: field('locale'), library: field('library') });
      return saveUpload(user, upload, description);
    },
    status: 201,
    doc: {
      summary: 'Upload an image',
      description:
        'A multipart form with the image in the field `file` (JPEG, PNG, WebP, AVIF or GIF, up to 10 MB and UPLOAD_MAX_PIXELS pixels, 40 megapixels unless configured). The type is checked by content and the pixel count by the header, before decoding; the image is stored as WebP and AVIF copies in several widths, made one upload at a time (a few more wait; past that, 503 with Retry-After). Optional `alt` (with `locale`) describes it; `library=1` keeps it in the media library even unused. Open to any screen that uploads images (compose, users, settings-profile, layout-settings, media).',
      otherBodies: {
        'multipart/form-data': {
          type: 'object',
          properties: {
            file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The image.' },
            alt: { type: 'string', maxLength: 250, description: 'Its alt text, in `locale`.' },
            locale: { enum: ['pt-BR', 'en', 'es', 'fr', 'ht'], description: 'The language of `alt` (default pt-BR).' },
            library: { type: 'string', enum: ['1', 'true'], description: 'Uploaded into the media library: kept even while nothing uses it.' },
          },
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
      example: success(uploadExample),
    },
  }),
  file: operation({
    method: 'GET',
    path: '/api/files/{unique_key}',
    access: 'public',
    // ?w=960 → the variant closest above 960 px wide (the widest without w), AVIF to a browser whose
    // Accept names it, WebP otherwise. The URL's get() reads a repeated w's first value.
    run: async ({ params, request, query }) => {
      const search = request ? new URL(request.url).searchParams : null;
      const w = Number.parseInt((search ? search.get('w') : query.w) ?? '', 10);
      const image = await readImage(params.uniqueKey, Number.isFinite(w) && w > 0 ? w : null, acceptsAvif(request?.headers.get('accept') ?? null), request?.headers.get('if-none-match') ?? null);
      return { image, uniqueKey: params.uniqueKey, v: (search ? search.get('v') : query.v) ?? null };
    },
    respond: ({ image, uniqueKey, v }) => {
      // A file can be replaced in the library (same address, new bytes). The address with the
      // current `?v=` (the media record's url) names those bytes only: cached for a year. The plain
      // address (what articles and forms store) and an old `?v=` are kept for FILE_MAX_AGE, then
      // revalidated by ETag (a 304 when unchanged, storage unread). A CDN keeps them until the
      // replacement purges their `file:{unique_key}` tag (lib/media/commands.ts).
      const headers: Record<string, string> = {
        // One URL, two formats: caches keep a copy per Accept.
        Vary: 'Accept',
        ETag: image.etag,
        'Cache-Control': v === image.version ? 'public, max-age=31536000, immutable' : `public, max-age=${FILE_MAX_AGE}`,
        'Cache-Tag': cacheTags.file(uniqueKey),
        'Surrogate-Key': cacheTags.file(uniqueKey),
        'X-Content-Type-Options': 'nosniff',
      };
      if ('notModified' in image) return new Response(null, { status: 304, headers });
      return new Response(new Uint8Array(image.bytes), {
        status: 200,
        headers: { ...headers, 'Content-Type': image.contentType, 'Content-Length': String(image.bytes.length) },
      });
    },
    doc: {
      summary: 'Read an uploaded image',
      description:
        'The stored copy closest above `w` pixels wide (the widest without w), AVIF (image/avif) to a client whose Accept names it, WebP (image/webp) otherwise. A file replaced in the media library keeps its address: with `v` equal to its current version (the media record\'s `url` carries it) the answer is cached for a year (`immutable`); without it, 5 minutes, then revalidated with its `ETag` (304 when unchanged). `Cache-Tag`/`Surrogate-Key` `file:{unique_key}` is purged at a CDN when the file is replaced.',
      params: { unique_key: "The image's key (the end of the url that the upload answered)." },
      queryParams: [
        { name: 'w', description: 'The width wanted, in pixels.', schema: { type: 'integer', minimum: 1 } },
        { name: 'v', description: "The file's version (from the media record's url): the answer is then cached for a year.", schema: { type: 'string' } },
      ],
      responses: { 200: 'The image.', 304: 'Unchanged since the copy named in If-None-Match.', 404: 'No such image.', 503: 'The file storage is unavailable (code `STORAGE_UNAVAILABLE`, Retry-After).' },
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
