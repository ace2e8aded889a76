import { EARLIER, KEY, noSuch, NOW, onePageOf, pageOf, success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import { csvFileName } from '@/lib/format/csv';
import { env } from '@/lib/env';
import { createRedirect, deleteRedirect, importRedirectsCsv, updateRedirect } from './commands';
import { redirectsCsv } from './csv';
import { allRedirects, getRedirect, listNotFound, listRedirects } from './queries';
import { notFoundListQuerySchema, redirectCsvImportSchema, redirectInputSchema, redirectListQuerySchema } from './schema';

// The redirects and the 404 report (issue 34 §3), declared once (lib/core/operation.ts). SEO work: grant `seo`.

const operation = operationsFor({ tag: 'Redirects', access: 'seo' });
const notFound = noSuch('redirect');
const keyed = '/api/redirect/redirect/{id}/{unique_key}';
const refusal = { logLabel: 'redirect action failed' };
const served =
  'Served by every instance within a second (each holds the whole table in memory and checks a stamp of it at most once a second), before the page cache and the not-found page; a redirect takes precedence over a page at the same address.';
const refused =
  '422 with a field error when `from` is not a path (or is a staff path: /admin, /login, /api, /_next), when `to` is neither a path on this site nor an http(s) URL, when the from-path is taken (`REDIRECT_FROM_TAKEN`), when it leads to itself (`REDIRECT_SELF`), back to a redirect that leads to it (`REDIRECT_LOOP`) or to another redirect either way (`REDIRECT_CHAIN`).';
const rules =
  '`from` is stored lower-case (matching ignores case), percent-decoded, without host, query, fragment or trailing slash, except WordPress\'s `?p=ID` (`?page_id=ID` is written `?p=ID`); `/old/*` is a prefix (`/old` and everything under it), and a target ending in `/*` receives the rest of the path.';

const redirectExample = {
  id: 7,
  unique_key: KEY,
  from: '/2013/01/11/markup-html-tags-and-formatting',
  is_prefix: false,
  to: '/post/markup-html-tags-and-formatting/42',
  status_code: 301,
  origin: 'manual',
  import_id: null,
  hits: 18,
  last_hit_at: NOW,
  created_at: EARLIER,
  updated_at: EARLIER,
  version: 1,
};

const notFoundExample = { path: '/old-pricing', hits: 5, kind: 'page', first_seen: EARLIER, last_seen: NOW, referrer_host: 'news.example.com' };

export const redirectOperations = {
  create: operation({
    method: 'POST',
    path: '/api/redirect/redirect',
    input: redirectInputSchema,
    run: ({ user, input }) => createRedirect(user, input),
    status: 201,
    message: 'Redirects.success.created',
    refusal,
    doc: {
      summary: 'Create a redirect',
      description: `\`{from, to, status_code}\`, status 301 (default) or 302. ${rules} ${refused} ${served}`,
      responses: { 201: 'The redirect, created.' },
      example: success({ ...redirectExample, hits: 0, last_hit_at: null }, 'Redirect created.'),
    },
  }),
  read: operation({
    method: 'GET',
    path: keyed,
    run: ({ user, key }) => getRedirect(user, key),
    doc: { summary: 'Read a redirect', responses: { 200: 'The redirect, with its hits and last hit.', 404: notFound }, example: success(redirectExample) },
  }),
  update: operation({
    method: 'PUT',
    path: keyed,
    input: redirectInputSchema,
    versioned: true,
    run: ({ user, key, input }) => updateRedirect(user, key, input),
    message: 'Redirects.success.updated',
    refusal,
    doc: {
      summary: 'Update a redirect',
      description: `Replaces \`from\`, \`to\` and \`status_code\` (the hit count stays). ${refused} ${served}`,
      responses: { 200: 'The redirect, updated.', 404: notFound },
      example: success({ ...redirectExample, status_code: 302, version: 2 }, 'Redirect updated.'),
    },
  }),
  remove: operation({
    method: 'DELETE',
    path: keyed,
    run: ({ user, key }) => deleteRedirect(user, key),
    message: 'Redirects.success.deleted',
    refusal,
    doc: {
      summary: 'Delete a redirect',
      description: `For good (a redirect has no trash); the old address answers 404 again. ${served}`,
      responses: { 200: 'The deleted redirect.', 404: notFound },
      example: success(redirectExample, 'Redirect deleted.'),
    },
  }),
  list: operation({
    method: 'POST',
    path: '/api/redirect/redirects-list',
    input: redirectListQuerySchema,
    run: ({ user, input }) => listRedirects(user, input),
    doc: {
      summary: 'List redirects',
      description: 'Newest first. `search` matches part of the from-path or the target; `origin` is `manual`, `csv` or `import`.',
      responses: { 200: onePageOf('redirects') },
      example: success(pageOf([redirectExample])),
    },
  }),
  importCsv: operation({
    method: 'POST',
    path: '/api/redirect/redirects-import',
    input: redirectCsvImportSchema,
    bodyLimit: 3 * 1024 * 1024,
    run: async ({ user, input, t }) => {
      const outcome = await importRedirectsCsv(user, input);
      return { created: outcome.created, skipped: outcome.skipped.map(({ line, from, messageKey }) => ({ line, from, message: t(messageKey) })) };
    },
    message: (outcome, t) => t('Redirects.success.imported', { created: outcome.created, skipped: outcome.skipped.length }),
    refusal,
    doc: {
      summary: 'Import redirects from CSV',
      description: `\`{csv}\`: the text of a CSV file, \`from;to;status_code\` with a header line (as the export writes it; commas or tabs and quoted fields are read too; without a header the columns are taken in that order). Each line is checked as a single creation is; a line that is invalid, whose from-path is taken, or that would loop or chain (with the stored redirects or the lines before it) is skipped and listed with its line number and the reason in the caller's language; the others are created (origin \`csv\`). ${served}`,
      responses: { 200: '`{created, skipped: [{line, from, message}]}`.' },
      example: success({ created: 2, skipped: [{ line: 4, from: '/a', message: 'This address already redirects.' }] }, '2 redirects imported, 1 line skipped.'),
    },
  }),
  exportCsv: operation({
    method: 'GET',
    path: '/api/redirect/redirects-export',
    run: async ({ user }) => redirectsCsv(await allRedirects(user)),
    respond: (csv) =>
      new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${csvFileName('redirects', new Date(), env().SITE_TIME_ZONE)}"`,
          'cache-control': 'no-store',
        },
      }),
    doc: {
      summary: 'Export redirects as CSV',
      description: 'Every redirect by from-path: `from;to;status_code`, semicolons, UTF-8 with a BOM; what the import reads back.',
      responses: { 200: 'The CSV file (an attachment).' },
      produces: 'text/csv',
      example: 'from;to;status_code\r\n/2013/01/11/markup-html-tags-and-formatting;/post/markup-html-tags-and-formatting/42;301\r\n/old/*;/new/*;302',
    },
  }),
  notFoundList: operation({
    method: 'POST',
    path: '/api/redirect/not-found-list',
    input: notFoundListQuerySchema,
    run: ({ user, input }) => listNotFound(user, input),
    doc: {
      summary: 'The 404 report',
      description:
        'The not-found paths, most hit first, with first and last seen and the last referrer host. Counted by each instance in memory and added every 5 seconds (counts may lag up to 10 s); purged 90 days after last seen. `kind`: `page` (default: the paths people follow), `bot` (crawlers, by user agent), `probe` (requests for other software\'s weak spots: /wp-login.php, /xmlrpc.php, /.env, *.php …) or `all`.',
      responses: { 200: onePageOf('not-found paths') },
      example: success(pageOf([notFoundExample])),
    },
  }),
};
