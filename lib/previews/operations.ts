import { EARLIER, NOW, success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import { createPreviewLink, revokePreviewLink } from './commands';
import { listPreviewLinks } from './queries';
import { previewLinkInputSchema, previewLinksQuerySchema } from './schema';

// Draft preview links (issue 31 §2), declared once (lib/core/operation.ts). The edge lets in the
// holders of `compose` or `pages`; the commands then check the right to edit that article or page
// (lib/previews/queries.ts: loadPreviewTarget).

const operation = operationsFor({ tag: 'Previews', access: { anyOf: ['compose', 'pages'] } });
const editRight =
  'Needs the right to edit the draft: an article needs `compose` and, for someone else\'s article, `articles-all`; a page needs `pages` (403 otherwise).';

const linkExample = {
  id: 12,
  kind: 'article',
  entity_id: 41,
  created_at: EARLIER,
  expires_at: NOW,
  created_by: { id: 3, name: 'Ana Souza' },
};

export const previewOperations = {
  create: operation({
    method: 'POST',
    path: '/api/preview/preview-link',
    input: previewLinkInputSchema,
    run: ({ user, input }) => createPreviewLink(user, input),
    status: 201,
    message: 'Previews.messages.created',
    // The address carries the token, shown this once: no copy in a shared cache.
    headers: { 'Cache-Control': 'no-store' },
    doc: {
      summary: 'Share a draft',
      description: `Makes a link \`/preview/{token}\` that anyone may open without signing in, to see the article or page (\`kind\`, \`id\`, \`unique_key\`) as the public would, whatever its status. It answers \`noindex\` and \`Cache-Control: private, no-store\`, and is never in sitemaps, feeds or search. \`expires_in_days\`: 1 to 30, 7 by default (422 \`expires_in_days\`). Only the token's SHA-256 is stored: \`url\` is given this once. ${editRight}`,
      responses: { 201: 'The link: its id, its absolute address and when it expires.', 404: 'No article or page with this id and unique_key.' },
      example: success({ id: 12, url: 'https://example.com/preview/3q2-7wEAAAAx9mZ0T2lXc2hQbm9kZUxpbmtzQmFzZTY0', expires_at: NOW }, 'Preview link created.'),
    },
  }),
  list: operation({
    method: 'GET',
    path: '/api/preview/preview-links',
    query: previewLinksQuerySchema,
    run: ({ user, query }) => listPreviewLinks(user, query),
    headers: { 'Cache-Control': 'no-store' },
    doc: {
      summary: "List a draft's active preview links",
      description: `The links of one article or page (\`kind\`, \`id\`) that still open (neither revoked nor expired), newest first, with who made each one and when it expires. ${editRight}`,
      responses: { 200: 'The active links.', 404: 'No article or page with this id.' },
      example: success({ items: [linkExample], total: 1 }),
    },
  }),
  revoke: operation({
    method: 'DELETE',
    path: '/api/preview/preview-link/{id}',
    run: ({ user, params }) => revokePreviewLink(user, params.id ?? ''),
    message: 'Previews.messages.revoked',
    doc: {
      summary: 'Revoke a preview link',
      description: `The link answers 404 from then on. ${editRight}`,
      params: { id: "The link's id." },
      responses: { 200: 'The revoked link.', 404: 'No active preview link with this id.' },
      example: success(linkExample, 'Preview link revoked.'),
    },
  }),
};
