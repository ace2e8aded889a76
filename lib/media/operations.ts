import { permanentDeleteSchema, permanentQueryParam } from '@/lib/trash/schema';
import { readFormData } from '@/lib/core/body';
import { noSuch, onePageOf, pageOf, success } from '@/lib/core/api-examples';
import { errors } from '@/lib/core/errors';
import { operationsFor } from '@/lib/core/operation';
import { MAX_UPLOAD_BYTES, uploadTooLarge } from '@/lib/uploads/detect';
import { deleteMedia, replaceMedia, updateMedia } from './commands';
import { mediaExample, mediaRecordProperties, usageProperties } from './doc';
import { getMedia, listMedia } from './queries';
import { mediaListQuerySchema, mediaUpdateSchema } from './schema';

// The media library's API (lib/core/operation.ts): list, read with where a file is used, describe,
// replace, delete.

const operation = operationsFor({ tag: 'Media', access: 'media' });
const notFound = noSuch('file');
const keyed = '/api/media/media/{id}/{unique_key}';
const MULTIPART_OVERHEAD = 64 * 1024;
const refusal = { logLabel: 'media action failed' };

const usedIn = { type: 'array', items: { type: 'object', properties: usageProperties, required: Object.keys(usageProperties) } };
const detailData = { type: 'object', properties: { ...mediaRecordProperties, used_in: usedIn }, required: [...Object.keys(mediaRecordProperties), 'used_in'] };
const usage = { kind: 'article', id: 31, title: 'A weekend by the sea', href: '/admin/compose/7b1c…/31' };
const detailExample = { ...mediaExample, used_in: [usage] };
const publicEffect = 'The public pages that show the file (articles, lists, pages, categories, authors, settings) are expired, so they show the change at once.';

export const mediaOperations = {
  list: operation({
    method: 'POST',
    path: '/api/media/media-list',
    input: mediaListQuerySchema,
    run: ({ user, input }) => listMedia(user, input),
    doc: {
      summary: 'List the media library',
      description:
        'Every uploaded image, newest first, with `uses` (how many articles, pages, categories, users, settings and FAQ entries use it; old revisions do not count). `search` looks in the file name, caption and alt text of every language; `unused`: used nowhere; `missing_alt`: no alt text in the site\'s default language (pt-BR) and not decorative; `type`: jpeg, png, webp, avif or gif (the uploaded file\'s type); `unique_key`: only the file with that key (a form that stores an address `/api/files/{unique_key}` finds its record so).',
      responses: { 200: onePageOf('files') },
      example: success(pageOf([{ ...mediaExample, uses: 1 }])),
    },
  }),
  read: operation({
    method: 'GET',
    path: keyed,
    run: ({ user, key }) => getMedia(user, key),
    doc: {
      summary: 'Read a file of the library',
      description: '`used_in`: the articles, pages, categories, users, settings and FAQ entries that use it, each with the back-office page (`href`) that edits it.',
      responses: { 200: 'The file with where it is used.', 404: notFound },
      data: detailData,
      example: success(detailExample),
    },
  }),
  update: operation({
    method: 'PUT',
    path: keyed,
    input: mediaUpdateSchema,
    run: ({ user, key, input }) => updateMedia(user, key, input),
    message: 'Media.success.updated',
    refusal,
    doc: {
      summary: 'Describe a file',
      description: `\`alt\` and \`caption\` are maps by language (pt-BR, en, es, fr, ht), trimmed, at most 250 and 1000 characters; they are merged into what is saved (a language sent as "" is removed, languages not sent keep theirs). \`focal_x\`/\`focal_y\` (0–100, percent) is the point covers and cards keep in view when they crop. \`decorative\`: no alt text needed. The file joins the library (kept even unused). ${publicEffect} Webhook \`media.updated\`.`,
      responses: { 200: 'The file, described.', 404: notFound },
      data: detailData,
      example: success(detailExample, 'File updated.'),
    },
  }),
  remove: operation({
    method: 'DELETE',
    path: keyed,
    access: { allOf: ['media', 'settings'] },
    query: permanentDeleteSchema,
    run: ({ user, key, query }) => deleteMedia(user, key, query),
    message: 'Media.success.deleted',
    refusal,
    doc: {
      summary: 'Move a file to the trash (or delete it for good)',
      description:
        'Only a file nothing uses: otherwise 409 with errorCode `MEDIA_IN_USE` and `data.used_in` (where it is used). Needs `media` and `settings` (an administrator holds both). Since issue 33 a DELETE moves the file to the trash for 30 days: it leaves the library and its address (`/api/files/…`) answers 404, its stored copies are kept; `POST /api/trash/restore/file/{id}/{unique_key}` brings it back. `?permanent=true` deletes it for good (also from the trash; needs the administrator capability `roles`): its stored copies are removed, webhook `media.deleted`.',
      queryParams: [permanentQueryParam],
      responses: { 200: 'The trashed (or deleted) file.', 404: notFound, 409: 'In use (errorCode `MEDIA_IN_USE`, `data.used_in`).' },
      example: success({ ...detailExample, used_in: [] }, 'File deleted.'),
    },
  }),
  replace: operation({
    method: 'PUT',
    path: '/api/media/media-file/{id}/{unique_key}',
    body: 'form-data',
    run: async ({ user, key, request }) => {
      if (!request) throw errors.badRequest();
      const form = await readFormData(request, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, { tooLarge: uploadTooLarge });
      const file = form.get('file');
      const upload = file instanceof Blob ? { name: file instanceof File ? file.name : '', bytes: new Uint8Array(await file.arrayBuffer()) } : null;
      return replaceMedia(user, key, upload);
    },
    message: 'Media.success.replaced',
    refusal,
    doc: {
      summary: 'Replace a file',
      description: `A multipart form with the new image in \`file\` (as POST /api/upload). The file keeps its id, unique_key and address; its copies are made again and the old ones removed; its \`version\` (the \`?v=\` of its url) changes. ${publicEffect} With a CDN, the file's tag \`file:{unique_key}\` is purged. Webhook \`media.updated\`.`,
      otherBodies: {
        'multipart/form-data': {
          type: 'object',
          properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The new image.' } },
          required: ['file'],
        },
      },
      responses: {
        200: 'The file with its new size and version.',
        404: notFound,
        413: 'Larger than 10 MB.',
        422: 'No file, or not an image of an accepted type, or too many pixels.',
        503: 'The file storage is unavailable, or too many images are being processed (Retry-After).',
      },
      data: detailData,
      example: success({ ...detailExample, version: '8c0d2e4f6a1b', url: `${mediaExample.url.split('?')[0]}?v=8c0d2e4f6a1b` }, 'File replaced.'),
    },
  }),
};
