import { uploadGrants } from '@/lib/uploads/commands';
import type { ApiOperation } from '../types';
import { success } from '@/lib/core/api-examples';
import { healthData, uploadData } from '../schemas';

export const fileOperations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/upload',
    tag: 'Files',
    summary: 'Upload an image',
    description:
      'A multipart form with the image in the field `file` (JPEG, PNG, WebP, AVIF or GIF, up to 10 MB and UPLOAD_MAX_PIXELS pixels, 40 megapixels unless configured). The type is checked by content and the pixel count by the header, before decoding; the image is stored as WebP and AVIF copies in several widths, made one upload at a time (a few more wait; past that, 503 with Retry-After). Open to any screen that uploads images (compose, users, settings-profile, layout-settings).',
    auth: { anyOf: uploadGrants },
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
  {
    method: 'GET',
    path: '/api/files/{unique_key}',
    tag: 'Files',
    summary: 'Read an uploaded image',
    description:
      'The stored copy closest above `w` pixels wide (the widest without w), AVIF (image/avif) to a client whose Accept names it, WebP (image/webp) otherwise. Cached for a year (the bytes under a key never change).',
    auth: 'public',
    params: { unique_key: "The image's key (the end of the url that the upload answered)." },
    query: [{ name: 'w', description: 'The width wanted, in pixels.', schema: { type: 'integer', minimum: 1 } }],
    responses: { 200: 'The image.', 404: 'No such image.', 503: 'The file storage is unavailable (code `STORAGE_UNAVAILABLE`, Retry-After).' },
    produces: 'image/*',
  },
  {
    method: 'GET',
    path: '/api/og/article/{id}',
    tag: 'Files',
    summary: "An article's Open Graph image",
    description: 'A 1200×630 PNG: the title on the colour of its first category, with the category and the site’s name. Cached like a page for an hour.',
    auth: 'public',
    responses: { 200: 'The image.', 404: 'The article is not live (plain text).' },
    produces: 'image/png',
  },
];

export const systemOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/health',
    tag: 'System',
    summary: 'Liveness',
    description: 'The process answers; no database call.',
    auth: 'public',
    responses: { 200: 'Alive, with the seconds since start.' },
    data: healthData,
    example: success({ status: 'ok', uptime: 3600 }),
  },
  {
    method: 'GET',
    path: '/api/ready',
    tag: 'System',
    summary: 'Readiness',
    description: 'For a load balancer: whether this instance can serve (database, migrations, Redis, storage). Every check has its own time limit.',
    auth: 'public',
    responses: { 200: 'Ready.', 503: 'Not ready: the message names what is down (`data` holds every check).' },
    example: success({ ready: true, database: 'ok', migrations: 'ok', redis: 'not configured', storage: 'ok', engine: 'pglite' }),
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'System',
    summary: 'This description',
    description: 'The OpenAPI 3.1 document of every route under /api, built from the zod schemas the routes parse with. Not in the envelope.',
    auth: 'public',
    responses: { 200: 'The OpenAPI document.' },
    produces: 'application/json',
    example: { openapi: '3.1.0', info: { title: 'Vitrine API', version: '1.0.0' }, paths: {} },
  },
];
