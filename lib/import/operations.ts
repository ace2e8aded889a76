import { EARLIER, NOW, onePageOf, pageOf, success } from '@/lib/core/api-examples';
import { readFormData } from '@/lib/core/body';
import { parseInput } from '@/lib/core/command';
import { AppError, errors } from '@/lib/core/errors';
import { operationsFor } from '@/lib/core/operation';
import { confirmImport, startImport, undoImport, type ImportFiles } from './commands';
import { getImport, listImports } from './queries';
import { IMPORT_FILE_MAX_BYTES, IMPORT_MEDIA_MAX_BYTES, importConfirmSchema, importListQuerySchema, importReadQuerySchema, importStartSchema } from './schema';

// Imports from WordPress and Ghost (issue 34 §1), declared once (lib/core/operation.ts). Administrators
// only (`roles`): an import creates users and writes every kind of content.

const operation = operationsFor({ tag: 'Import', access: 'roles' });

// Room for the multipart boundaries, part headers and the option fields around the two files.
const MULTIPART_OVERHEAD = 256 * 1024;
const MB = 1024 * 1024;

const tooLarge = (max: number) => () => new AppError('Import.fileErrors.tooLarge', 422, { values: { max: Math.round(max / MB) }, errorCode: 'IMPORT_TOO_LARGE', fieldErrors: [{ field: 'file', messageKey: 'Import.fileErrors.too_large' }] });

async function filePart(form: FormData, name: string, max: number): Promise<ImportFiles['file']> {
  const part = form.get(name);
  if (!(part instanceof Blob) || part.size === 0) return null;
  if (part.size > max) throw tooLarge(max)();
  return { name: part instanceof File ? part.name : name, bytes: new Uint8Array(await part.arrayBuffer()) };
}

const importExample = {
  id: 7,
  unique_key: '0b6f3d0e-6a53-4d4b-9c43-2f8e6f0d7a11',
  source: 'wordpress',
  status: 'running',
  dry_run: false,
  file_name: 'example.WordPress.2026-05-02.xml',
  options: { tags: 'categories', locale: 'en', author_map: {}, fetch_media: true },
  total: 190,
  processed: 75,
  counts: { created: 70, updated: 0, skipped: 5, failed: 0, warnings: 12 },
  warnings: [{ code: 'media_missing', item: 'post:1177', detail: 'Image not found: https://old.example.com/wp-content/uploads/2013/03/image-alignment-150x150.jpg' }],
  error: null,
  eta_seconds: 14,
  report_url: '/api/import/import/7',
  created_at: EARLIER,
  started_at: NOW,
  finished_at: null,
};
const itemExample = { source_kind: 'post', source_id: '1177', title: 'Markup: HTML Tags and Formatting', action: 'created', target_kind: 'article', target_id: 42, target_url: '/post/markup-html-tags-and-formatting/42', message: null };
const authorExample = { source_id: 'themedemos', name: 'Theme Buster', email: 'themedemos@example.org', match: { id: 3, name: 'Ana Souza' } };
const noImport = 'No import with this id.';

/** Whether the request carries a body (the same test as the same-origin rule's: a type, a length, or chunks). */
function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  return Boolean(request.headers.get('content-type') || request.headers.get('transfer-encoding') || (length && Number(length) > 0));
}

export const importOperations = {
  start: operation({
    method: 'POST',
    path: '/api/import/import',
    body: 'form-data',
    run: async ({ user, request }) => {
      if (!request) throw errors.badRequest();
      // The whole body is refused past the two files' limits, by its Content-Length or as the stream passes them.
      const form = await readFormData(request, IMPORT_FILE_MAX_BYTES + IMPORT_MEDIA_MAX_BYTES + MULTIPART_OVERHEAD, { tooLarge: tooLarge(IMPORT_FILE_MAX_BYTES + IMPORT_MEDIA_MAX_BYTES) });
      const field = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : undefined;
      };
      const start = parseInput(importStartSchema, {
        source: field('source'),
        dry_run: field('dry_run'),
        tags: field('tags'),
        locale: field('locale'),
        author_map: field('author_map'),
        fetch_media: field('fetch_media'),
      });
      const files: ImportFiles = { file: await filePart(form, 'file', IMPORT_FILE_MAX_BYTES), media: await filePart(form, 'media', IMPORT_MEDIA_MAX_BYTES) };
      const view = await startImport(user, start, files);
      return { id: view.id, status: view.status, report_url: view.report_url, dry_run: view.dry_run, total: view.total };
    },
    status: 202,
    message: 'Import.success.queued',
    doc: {
      summary: 'Start an import (or a dry run)',
      description:
        'A multipart form: `source` (`wordpress` for a WXR file from Tools › Export, `ghost` for a Ghost 4–6 JSON export), `file` (up to 64 MB), optionally `media` (a zip of the old uploads folder, up to 512 MB: images are matched by path), `dry_run` (`true`: report what would be created, updated or skipped, and the warnings, writing nothing), `tags` (`categories` or `drop`), `locale` (the language of items whose source names none), `author_map` (JSON: source author id → id of an existing user) and `fetch_media` (fetch images from the old site when the zip lacks them; public addresses only). The file is checked at once: a malformed or hostile file (XML entities, a bomb, unsafe zip paths, over the size limit) is refused with 422 and nothing is written. Otherwise the import is queued and runs in the background in batches; follow it at `report_url`. Importing the same file again creates nothing new; a changed item updates its record.',
      otherBodies: {
        'multipart/form-data': {
          type: 'object',
          properties: {
            source: { enum: ['wordpress', 'ghost'] },
            file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The export file.' },
            media: { type: 'string', contentMediaType: 'application/zip', description: 'The old uploads folder, zipped.' },
            dry_run: { type: 'string', enum: ['true', 'false'], description: 'Only report (default false).' },
            tags: { enum: ['categories', 'drop'], description: 'Tags become categories (default) or are dropped.' },
            locale: { enum: ['pt-BR', 'en', 'es', 'fr', 'ht'], description: 'The language of items whose source names none (default pt-BR).' },
            author_map: { type: 'string', description: 'JSON object: source author id → existing user id.' },
            fetch_media: { type: 'string', enum: ['true', 'false'], description: 'Fetch images from the old site (default true).' },
          },
          required: ['source', 'file'],
        },
      },
      responses: {
        202: 'Queued: the import id, its status and the address of its report.',
        400: 'Not a multipart form.',
        422: 'No file, a bad option, an author_map naming no user (IMPORT_UNKNOWN_USER), or a file refused (errorCode IMPORT_MALFORMED, IMPORT_ENTITIES, IMPORT_TOO_LARGE, IMPORT_UNSAFE_ZIP, IMPORT_WRONG_FORMAT): nothing written.',
        503: 'The file storage is unavailable (STORAGE_UNAVAILABLE).',
      },
      example: success({ id: 7, status: 'queued', report_url: '/api/import/import/7', dry_run: false, total: 190 }, 'Import queued.'),
    },
  }),
  read: operation({
    method: 'GET',
    path: '/api/import/import/{id}',
    query: importReadQuerySchema,
    run: ({ user, params, query }) => getImport(user, params.id, query),
    headers: { 'Cache-Control': 'private, no-store' },
    doc: {
      summary: 'Read an import and its report',
      description: 'Its `status` (`queued`, `running`, `done`, `failed`, or `undone`), progress (`processed` of `total`, `eta_seconds`), `counts` (created, updated, skipped, failed: what a dry run would do), `warnings` (each with a `code`: shortcode, media_missing, duplicate_slug, sanitized, unsupported, page_as_article, author_unmapped), `items`, one line per source item (the first 1,000; `items_total` counts them all), and `authors`: the file’s authors, each `{source_id, name, email, match}`, from the report’s author lines. `match` is the existing user the author goes to (`{id, name}`: mapped by `author_map`, imported before, or matched by email), or null when the import creates a new inactive user without a password. `email` comes from the file while it is kept (a dry run awaiting confirmation), null after. `source_id` is the key to use in `author_map` when confirming.',
      params: { id: "The import's id." },
      queryParams: [{ name: 'items', description: '`false`: without the item lines (the progress alone, for polling).', schema: { type: 'string', enum: ['true', 'false'] } }],
      responses: { 200: 'The import with its report.', 404: noImport },
      example: success({ ...importExample, items: [itemExample], items_total: 190, authors: [authorExample] }),
    },
  }),
  list: operation({
    method: 'POST',
    path: '/api/import/imports-list',
    input: importListQuerySchema,
    run: ({ user, input }) => listImports(user, input),
    doc: {
      summary: 'List past imports',
      description: 'Newest first, with their status and counts (without their item lines).',
      responses: { 200: onePageOf('imports') },
      example: success(pageOf([{ ...importExample, status: 'done', processed: 190, eta_seconds: null, finished_at: NOW }])),
    },
  }),
  confirm: operation({
    method: 'POST',
    path: '/api/import/import/{id}/run',
    input: importConfirmSchema,
    // The body is optional: read only when one is sent (a bare POST confirms with the dry run's options).
    deferInput: true,
    run: async ({ user, params, input, readInput, request }) => {
      const choices = request && readInput ? (hasBody(request) ? await readInput() : undefined) : input;
      const view = await confirmImport(user, params.id, choices);
      return { id: view.id, status: view.status, report_url: view.report_url, dry_run: view.dry_run, total: view.total };
    },
    status: 202,
    message: 'Import.success.queued',
    doc: {
      summary: 'Run a dry run for real',
      description:
        'Queues a new import of the dry run’s file, images zip and options (the dry run must be `done`, and each is confirmed once). The JSON body is optional: `{"author_map": {"<source author id>": <user id>}}` replaces the dry run’s author_map for the real run, so the authors listed in the dry run’s report (`authors`) go to the chosen existing users, and no user is created for them; an author left out of it is matched by email or becomes a new inactive user. Without a body the dry run’s options stand.',
      params: { id: "The dry run's id." },
      responses: {
        202: 'Queued: the new import.',
        400: 'A body that is not a JSON object.',
        404: noImport,
        409: 'Not a finished dry run, or already confirmed (IMPORT_NOT_CONFIRMABLE).',
        422: 'author_map names a user that does not exist, or an id that is not a positive integer (IMPORT_UNKNOWN_USER): nothing queued.',
      },
      example: success({ id: 8, status: 'queued', report_url: '/api/import/import/8', dry_run: false, total: 190 }, 'Import queued.'),
    },
  }),
  undo: operation({
    method: 'POST',
    path: '/api/import/import/{id}/undo',
    run: ({ user, params }) => undoImport(user, params.id),
    message: 'Import.success.undone',
    doc: {
      summary: 'Undo an import',
      description: 'The articles and pages it created go to the trash (restorable for 30 days); the categories (unless other articles use them), users and redirects it created are deleted. Records it only updated stay as they are. The import becomes `undone`; importing the file again creates everything anew.',
      params: { id: "The import's id." },
      responses: { 200: 'The import, undone, with `undone`: how many of each were removed.', 404: noImport, 409: 'Not a finished import, a dry run, or already undone (IMPORT_NOT_UNDOABLE).' },
      example: success({ ...importExample, status: 'undone', undone: { articles: 120, pages: 12, categories: 30, users: 3, redirects: 260 } }, 'Import undone.'),
    },
  }),
};
