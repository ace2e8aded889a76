import { verbatim } from '@/lib/core/api-case';
import { ARTICLE_BODY_LIMIT } from '@/lib/core/body';
import { errors } from '@/lib/core/errors';
import { parseRecordId } from '@/lib/core/fields';
import { bulkMessage } from '@/lib/core/bulk';
import { bulkDoc } from '@/lib/core/bulk-doc';
import { operationsFor } from '@/lib/core/operation';
import { revisionParam, revisionParamDoc } from '@/lib/core/revision-param';
import { EARLIER, noSuch, NOW, onePageOf, pageOf, success } from '@/lib/core/api-examples';
import { assertReadAllowed } from '@/lib/abuse/rate-limit';
import { clientIp } from '@/lib/auth/client-ip';
import { isBotUserAgent, recordArticleRead } from '@/lib/blog/reads';
import { getSearchResults } from '@/lib/blog/search';
import { articleSearchSchema } from '@/lib/blog/search-schema';
import { env } from '@/lib/env';
import { articleBulkBodySchema, runArticleBulk } from './bulk';
import { changeArticleStatus, createArticle, createArticleTranslation, deleteArticle, restoreRevision, updateArticle } from './commands';
import { getArticle, listArticleRevisions, listArticles } from './queries';
import { permanentDeleteSchema, permanentQueryParam } from '@/lib/trash/schema';
import { getArticleVersionText } from './revision-queries';
import { articleInputSchema, articleListQuerySchema, articleStatusBodySchema, articleTranslationBodySchema } from './schema';

// The article API and the article list's actions, declared once (lib/core/operation.ts).

const operation = operationsFor({ tag: 'Articles' });
const notFound = noSuch('article');
const keyed = '/api/article/article/{id}/{unique_key}';
const notYours = "Someone else's article without the `articles-all` capability is refused (403).";

export const articleExample = {
  id: 42,
  unique_key: 'como-escolher-um-erp',
  title: 'Como escolher um ERP',
  content: '<p>Seis perguntas para fazer antes de assinar.</p>',
  excerpt: 'Seis perguntas para fazer antes de assinar.',
  image: '/api/files/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  status: 'published',
  scheduled: false,
  featured: false,
  language: 'pt-BR',
  seo_title: null,
  seo_description: null,
  published_at: NOW,
  created_at: EARLIER,
  updated_at: NOW,
  author: { id: 3, name: 'Ana Souza' },
  categories: [{ id: 5, name: 'Gestão', text_color: '#ffffff', background_color: '#1e3a8a' }],
  translations: [{ id: 57, unique_key: 'how-to-choose-an-erp', language: 'en', status: 'draft' }],
  version: 4,
  review: { action: 'published', comment: null, by: { id: 1, name: 'Bruno Lima' }, at: NOW },
};

const searchExample = {
  items: [
    {
      id: 42,
      uniqueKey: 'como-escolher-um-erp',
      title: 'Como escolher um ERP',
      excerpt: 'Seis perguntas para fazer antes de assinar.',
      image: '/api/files/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
      locale: 'pt-BR',
      publishedAt: NOW,
      readingMinutes: 4,
      featured: false,
      author: { id: 3, uniqueKey: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Ana Souza', photo: null },
      categories: [{ id: 5, uniqueKey: 'gestao', name: 'Gestão', textColor: '#ffffff', backgroundColor: '#1e3a8a' }],
      snippet: [
        { text: 'Como escolher um ', match: false },
        { text: 'ERP', match: true },
      ],
    },
  ],
  total: 1,
  page: 1,
  limit: 12,
};

// Spec §8: when a refusal carries a list, its first entry is the message (publishing without a cover
// says "Image is required", not "Some fields are invalid").
export const articleListRefusal = { logLabel: 'article list action failed', refusal: 'first-field' } as const;

export const articleOperations = {
  create: operation({
    method: 'POST',
    path: '/api/article/article',
    access: 'compose',
    input: articleInputSchema,
    bodyLimit: ARTICLE_BODY_LIMIT,
    run: ({ user, input }) => createArticle(user, input),
    status: 201,
    message: 'Success.articleCreated',
    doc: {
      summary: 'Create an article',
      description: 'A draft unless `status` says published. The body may hold up to 4 MB (the content is HTML, sanitised on save).',
      responses: { 201: 'The article, created.', 404: 'A category or the author does not exist.', 409: 'The unique_key (slug) is taken.' },
      example: success(articleExample, 'Article created.'),
    },
  }),
  read: operation({
    method: 'GET',
    path: '/api/article/article/{id}',
    access: 'list-of-articles',
    run: async ({ user, params }) => {
      const id = parseRecordId(params.id);
      const article = id === null ? null : await getArticle(user, id);
      if (!article) throw errors.notFound();
      return article;
    },
    doc: {
      summary: 'Read an article',
      description: notYours,
      responses: { 200: 'The article.', 404: 'No article with this id.' },
      example: success(articleExample),
    },
  }),
  update: operation({
    method: 'PUT',
    path: keyed,
    access: 'compose',
    input: articleInputSchema,
    versioned: true,
    bodyLimit: ARTICLE_BODY_LIMIT,
    run: ({ user, key, input }) => updateArticle(user, key, input),
    message: 'Success.articleUpdated',
    doc: {
      summary: 'Update an article',
      description: `The same body as the creation; status and published_at are kept when left out. ${notYours} Send the \`version\` you loaded (or If-Match) to be refused with 409 VERSION_CONFLICT when someone saved in between; \`overwrite: true\` with the current version saves over it on purpose (kept as a revision noted 'overwrote').`,
      responses: { 200: 'The article, updated.', 404: notFound, 409: 'The unique_key (slug) is taken.' },
      example: success(articleExample, 'Article updated.'),
    },
  }),
  remove: operation({
    method: 'DELETE',
    path: keyed,
    access: 'list-of-articles',
    query: permanentDeleteSchema,
    run: ({ user, key, query }) => deleteArticle(user, key, query),
    message: 'Success.articleDeleted',
    refusal: articleListRefusal,
    doc: {
      summary: 'Move an article to the trash (or delete it for good)',
      description: `${notYours} Since issue 33 a DELETE moves the article to the trash for 30 days (webhook \`article.trashed\`): it becomes a draft, leaves the site and every list, answers 404 here, and keeps its slug; \`POST /api/trash/restore/article/{id}/{unique_key}\` brings it back. \`?permanent=true\` deletes it for good (also from the trash; needs the administrator capability \`roles\`, 403 otherwise; webhook \`article.deleted\`).`,
      queryParams: [permanentQueryParam],
      responses: { 200: 'The trashed (or deleted) article, as it was.', 404: notFound },
      example: success(articleExample, 'Article deleted.'),
    },
  }),
  revisions: operation({
    method: 'GET',
    path: `${keyed}/revisions`,
    access: 'compose',
    run: async ({ user, key }) => {
      const items = await listArticleRevisions(user, key);
      return { items, total: items.length };
    },
    doc: {
      summary: "List an article's revisions",
      description: 'Newest first; at most the last 50 are kept per article.',
      responses: { 200: 'The revisions.', 404: notFound },
      example: success({
        items: [{ id: 310, title: 'Como escolher um ERP', author: { id: 3, name: 'Ana Souza' }, saved_by: { id: 4, name: 'Bruno Lima' }, note: null, version: 7, created_at: EARLIER }],
        total: 1,
      }),
    },
  }),
  revision: operation({
    method: 'GET',
    path: `${keyed}/revisions/{revisionId}`,
    access: 'compose',
    run: ({ user, key, params }) => getArticleVersionText(user, key, revisionParam(params.revisionId)),
    doc: {
      summary: 'Read a revision to compare',
      description:
        "A revision's title, excerpt and the visible text of its body (tags stripped), with who wrote it, who stored it and when; `current` reads the article as saved now. The revisions panel compares two of these word by word.",
      params: revisionParamDoc('article'),
      responses: { 200: 'The version.', 404: 'No such article, or the revision belongs to another article.' },
      example: success({
        id: 310,
        title: 'Como escolher um ERP',
        excerpt: 'Seis perguntas para fazer antes de assinar.',
        text: 'Seis perguntas para fazer antes de assinar.',
        author: { id: 3, name: 'Ana Souza' },
        saved_by: { id: 4, name: 'Bruno Lima' },
        note: null,
        version: 7,
        created_at: EARLIER,
      }),
    },
  }),
  restoreRevision: operation({
    method: 'POST',
    // {revisionId} keeps the spelling the document has always published (the folder is [revisionId]).
    path: `${keyed}/revisions/{revisionId}/restore`,
    access: 'compose',
    run: ({ user, key, params }) => {
      const revisionId = parseRecordId(params.revisionId);
      if (revisionId === null) throw errors.notFound();
      return restoreRevision(user, key, revisionId);
    },
    message: 'Success.articleUpdated',
    doc: {
      summary: 'Restore a revision',
      description: "Puts the revision's title, content, image and categories back; a published article first stores its current version as a new revision.",
      params: { revisionId: { description: 'The revision to restore (one of this article).', schema: { type: 'integer', minimum: 1 } } },
      responses: { 200: 'The article, restored.', 404: 'No such article, or the revision belongs to another article.' },
      example: success(articleExample, 'Article updated.'),
    },
  }),
  translate: operation({
    method: 'POST',
    path: `${keyed}/translations`,
    access: 'compose',
    input: articleTranslationBodySchema,
    // The draft copies the article into its translation group; 409 when the group already has that language.
    run: ({ user, key, input }) => createArticleTranslation(user, key, input),
    status: 201,
    message: 'Success.translationCreated',
    doc: {
      summary: 'Start a translation',
      description: "A new draft in the given language, copied from the article (title, content, excerpt, categories, cover), in the article's translation group.",
      responses: { 201: 'The new draft.', 404: notFound, 409: 'The group already has an article in that language.' },
      example: success(
        {
          ...articleExample,
          id: 57,
          unique_key: 'como-escolher-um-erp-en',
          language: 'en',
          status: 'draft',
          published_at: null,
          translations: [{ id: 42, unique_key: 'como-escolher-um-erp', language: 'pt-BR', status: 'published' }],
        },
        'Translation created.',
      ),
    },
  }),
  changeStatus: operation({
    method: 'PUT',
    path: '/api/article/article-change-status/{id}/{unique_key}',
    access: 'list-of-articles',
    input: articleStatusBodySchema,
    versioned: true,
    run: ({ user, key, input }) => changeArticleStatus(user, key, input),
    message: 'Success.statusUpdated',
    refusal: articleListRefusal,
    doc: {
      summary: 'Publish, unpublish, submit for review or request changes',
      description: `\`published\` publishes (a future \`published_at\` schedules) and \`draft\` unpublishes: both need the \`publish\` capability. \`in_review\` submits a draft for review (\`compose\`). \`draft\` with a \`comment\` (at most 2000 characters) sends an article in review back to its author, who gets the comment by email (\`publish\`). ${notYours}`,
      responses: {
        200: 'The article with its new status.',
        403: 'Publishing, scheduling or unpublishing without the `publish` capability, or someone else\'s article.',
        404: notFound,
        409: 'Submitting an article that is not a draft, or requesting changes on one that is not in review.',
      },
      example: success(articleExample, 'Status updated.'),
    },
  }),
  list: operation({
    method: 'POST',
    path: '/api/article/articles-list',
    // Without 'articles-all' the list holds only the caller's own articles.
    access: 'list-of-articles',
    input: articleListQuerySchema,
    run: ({ user, input }) => listArticles(user, input),
    doc: {
      summary: 'List articles',
      description: "A page of the back office's list. Without `articles-all` it holds only the caller's own articles.",
      responses: { 200: onePageOf('articles') },
      example: success(pageOf([articleExample])),
    },
  }),
  bulk: operation({
    method: 'POST',
    path: '/api/article/articles-bulk',
    access: 'list-of-articles',
    input: articleBulkBodySchema,
    run: ({ user, input, t }) => runArticleBulk(user, input, t),
    message: bulkMessage,
    doc: bulkDoc({
      summary: 'Act on many articles',
      actions:
        '`publish`, `unpublish`, `trash` (the single status change and delete, row by row), `add_category` / `remove_category` (params `{category_id}`; removing the last category fails that row), `change_author` (params `{author_id}`, needs `articles-all`).',
      rows: notYours,
      filter: 'the articles list\'s filter (`search`, `status`, `category`, `author`)',
    }),
  }),
  countRead: operation({
    method: 'POST',
    path: '/api/article/read/{id}',
    access: 'public',
    // The article page's read beacon (no token): bots are ignored, other addresses rate-limited.
    run: async ({ params, request }) => {
      const headers = request?.headers ?? new Headers();
      const userAgent = headers.get('user-agent');
      if (!isBotUserAgent(userAgent)) assertReadAllowed(clientIp(headers, env().TRUST_PROXY));
      const outcome = await recordArticleRead({ id: params.id, userAgent, timeZone: env().SITE_TIME_ZONE });
      if (outcome === 'not-found') throw errors.notFound();
      return outcome;
    },
    respond: () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }),
    doc: {
      summary: 'Count a read',
      description: "The article page's read beacon. Requests from known bots are ignored (still 204).",
      responses: { 204: 'Counted (or ignored).', 404: 'No live article with this id.', 429: 'Too many reads from this address.' },
    },
  }),
  search: operation({
    method: 'GET',
    path: '/api/article/search',
    access: 'public',
    query: articleSearchSchema,
    // The public cards answer in the blog's camelCase spelling (uniqueKey, publishedAt, readingMinutes).
    run: async ({ query, locale }) => {
      const { q, category, page, limit } = query;
      return verbatim(await getSearchResults({ query: q, locale, category, page, limit }));
    },
    doc: {
      summary: 'Search live articles',
      description:
        "Full-text search over live articles, the request's language first (?locale=, the NEXT_LOCALE cookie or Accept-Language), then best match first; an empty q lists the newest. The cards keep the blog's camelCase spelling.",
      responses: { 200: 'One page of matching articles.' },
      example: success(searchExample),
    },
  }),
};
