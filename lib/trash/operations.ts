import { EARLIER, KEY, NOW, onePageOf, pageOf, success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import { restoreFromTrash } from './commands';
import { listTrash } from './queries';
import { trashListQuerySchema } from './schema';

// The trash API (issue 33 §4), declared once (lib/core/operation.ts). Moving to the trash is each
// domain's DELETE; a permanent delete is that DELETE with ?permanent=true.

/** Any of the grants of a trashable kind opens the trash; each kind is then checked on its own. */
const operation = operationsFor({ tag: 'Trash', access: { anyOf: ['list-of-articles', 'pages', 'faq', 'list-of-categories', 'media'] } });

const trashItemExample = {
  kind: 'article',
  id: 42,
  unique_key: 'como-escolher-um-erp',
  title: 'Como escolher um ERP',
  deleted_by: { id: 3, name: 'Ana Souza' },
  deleted_at: EARLIER,
  purge_at: '2026-06-01T09:05:00.000Z',
};

export const trashOperations = {
  list: operation({
    method: 'POST',
    path: '/api/trash/trash-list',
    input: trashListQuerySchema,
    run: ({ user, input }) => listTrash(user, input),
    headers: { 'Cache-Control': 'no-store' },
    doc: {
      summary: 'List the trash',
      description:
        'The records moved to the trash by a DELETE (articles, pages, FAQs, categories, media files), most recently trashed first; `kind` filters. Each kind is listed for the holders of its own grant (articles: `list-of-articles`, and without `articles-all` only one’s own; pages: `pages`; FAQs: `faq`; categories: `list-of-categories`; files: `media`); a `kind` the caller may not see answers 403. `purge_at`: when the maintenance job deletes it for good (30 days after).',
      responses: { 200: onePageOf('trashed records'), 422: 'A bad filter.' },
      example: success(pageOf([trashItemExample, { ...trashItemExample, kind: 'faq', id: 12, unique_key: KEY, title: 'Can I schedule an article?', deleted_at: NOW }])),
    },
  }),
  restore: operation({
    method: 'POST',
    path: '/api/trash/restore/{kind}/{id}/{unique_key}',
    run: ({ user, params, key }) => restoreFromTrash(user, params.kind, key),
    message: 'Success.trashRestored',
    refusal: { logLabel: 'trash restore failed' },
    doc: {
      summary: 'Restore a record from the trash',
      description:
        'Back with the same id and unique_key and the state it had (an article or page its status — a published article stays published only for a holder of `publish` —, a category its status). Needs the grant of the kind (see the list). Articles: webhook `article.restored`.',
      params: { kind: { description: 'What it is.', schema: { type: 'string', enum: ['article', 'page', 'faq', 'category', 'file'] } } },
      responses: { 200: 'The record, restored (as its own GET answers it).', 404: 'No such record in the trash.' },
      example: success({ id: 42, unique_key: 'como-escolher-um-erp', title: 'Como escolher um ERP', status: 'published' }, 'Restored from the trash.'),
    },
  }),
};
