import { permanentDeleteSchema, permanentQueryParam } from '@/lib/trash/schema';
import { EARLIER, noSuch, NOW, onePageOf, pageOf, success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import { revisionParam, revisionParamDoc } from '@/lib/core/revision-param';
import { changePageStatus, createPage, deletePage, restorePageRevision, savePageDraft, updatePage } from './commands';
import { getPage, listPageRevisions, listPages } from './queries';
import { getPageVersionText } from './revision-queries';
import { pageDraftSchema, pageInputSchema, pageListQuerySchema, pageRevisionRestoreSchema, pageStatusBodySchema } from './schema';

// The pages API (issue 30 §1) and the page editor's actions, declared once (lib/core/operation.ts).

const operation = operationsFor({ tag: 'Pages', access: 'pages' });
const notFound = noSuch('page');
const keyed = '/api/page/page/{id}/{unique_key}';
const slugRules =
  'The slug (`unique_key`) is unique per language (422 `slug`); the site\'s own routes (blog, faq, admin, a language code …) are refused (422 `slug`).';
const publicEffect = 'The public pages, the home pages and the sitemap show the change at once.';

export const pageExample = {
  id: 7,
  unique_key: 'sobre-nos',
  slug: 'sobre-nos',
  locale: 'pt-BR',
  title: 'Sobre nós',
  seo_title: 'Sobre a empresa',
  seo_description: 'Quem somos e o que fazemos.',
  image: '/api/files/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  status: 'published',
  published_at: NOW,
  scheduled: false,
  is_home: false,
  blocks: [
    { type: 'hero', id: 'b1', title: 'Sistemas que trabalham por você', text: 'ERP, integrações e suporte.', primary: { label: 'Fale conosco', href: '/contact' } },
    { type: 'cta', id: 'b2', title: 'Vamos conversar?', button: { label: 'Contato', href: '/contact' } },
  ],
  translation_group: 7,
  translations: [{ id: 9, unique_key: 'about-us', locale: 'en', title: 'About us', status: 'draft' }],
  url: '/sobre-nos',
  created_at: EARLIER,
  updated_at: NOW,
  author: { id: 3, name: 'Ana Souza' },
  version: 5,
};

export const pageOperations = {
  create: operation({
    method: 'POST',
    path: '/api/page/page',
    input: pageInputSchema,
    run: ({ user, input }) => createPage(user, input),
    status: 201,
    message: 'Pages.messages.created',
    doc: {
      summary: 'Create a page',
      description: `A page built from blocks; a draft unless \`status\` says published (a future \`published_at\` schedules it). ${slugRules} \`is_home: true\` makes it its language's home page (the previous one stops being it). \`translation_of\` links it to another page's translation group (one page per language: 422 \`translation_of\`). A bad block answers 422 naming its field path (\`blocks.2.items.0.href\`).`,
      responses: { 201: 'The page, created.' },
      example: success(pageExample, 'Page created.'),
    },
  }),
  get: operation({
    method: 'GET',
    path: keyed,
    run: ({ user, key }) => getPage(user, key),
    doc: { summary: 'Read a page', responses: { 200: 'The page.', 404: notFound }, example: success(pageExample) },
  }),
  update: operation({
    method: 'PUT',
    path: keyed,
    versioned: true,
    input: pageInputSchema,
    run: ({ user, key, input }) => updatePage(user, key, input),
    message: 'Pages.messages.updated',
    doc: {
      summary: 'Update a page',
      description: `Replaces the title, slug, SEO fields, image and blocks; \`status\`, \`published_at\`, \`is_home\` and the translation group are kept when left out. The language is fixed: \`locale\` may be left out (the page keeps its own); another language answers 422 on \`locale\`. A revision is stored; the editor's draft is dropped. ${slugRules} ${publicEffect}`,
      responses: { 200: 'The page, updated.', 404: notFound },
      example: success(pageExample, 'Page updated.'),
    },
  }),
  remove: operation({
    method: 'DELETE',
    path: keyed,
    query: permanentDeleteSchema,
    run: ({ user, key, query }) => deletePage(user, key, query),
    message: 'Pages.messages.deleted',
    doc: {
      summary: 'Move a page to the trash (or delete it for good)',
      description: `Since issue 33 a DELETE moves the page to the trash for 30 days: it becomes a draft, leaves the site and the lists, answers 404 here and keeps its slug; \`POST /api/trash/restore/page/{id}/{unique_key}\` brings it back. \`?permanent=true\` deletes it for good, its revisions with it (also from the trash; needs the administrator capability \`roles\`, 403 otherwise). A home page may be deleted: its language then shows the built-in home. ${publicEffect}`,
      queryParams: [permanentQueryParam],
      responses: { 200: 'The trashed (or deleted) page, as it was.', 404: notFound },
      example: success(pageExample, 'Page deleted.'),
    },
  }),
  list: operation({
    method: 'POST',
    path: '/api/page/pages-list',
    input: pageListQuerySchema,
    run: ({ user, input }) => listPages(user, input),
    doc: {
      summary: 'List pages',
      description: 'Newest change first; `locale` and `status` filter, `search` matches the title or the slug.',
      responses: { 200: onePageOf('pages') },
      example: success(pageOf([pageExample])),
    },
  }),
  changeStatus: operation({
    method: 'PUT',
    path: '/api/page/page-change-status/{id}/{unique_key}',
    versioned: true,
    input: pageStatusBodySchema,
    run: ({ user, key, input }) => changePageStatus(user, key, input),
    message: (page, t) => t(page.status === 'published' ? 'Pages.messages.published' : 'Pages.messages.unpublished'),
    doc: {
      summary: 'Publish or unpublish a page',
      description: `\`published_at\` defaults to now when publishing; a future one schedules the page (\`scheduled: true\`). ${publicEffect}`,
      responses: { 200: 'The page with its new status.', 404: notFound },
      example: success(pageExample, 'Page published.'),
    },
  }),
  saveDraft: operation({
    method: 'PUT',
    path: '/api/page/page-draft/{id}/{unique_key}',
    versioned: true,
    input: pageDraftSchema,
    run: ({ user, key, input }) => savePageDraft(user, key, input),
    message: 'Pages.messages.draftSaved',
    doc: {
      summary: "Save the editor's draft",
      description: "Autosave: stores the editor's unsaved copy (title and blocks) that the live preview reads. The live page is not touched; no revision, no audit row.",
      responses: { 200: 'When the draft was saved.', 404: notFound },
      example: success({ saved_at: NOW }, 'Draft saved.'),
    },
  }),
  revisions: operation({
    method: 'GET',
    path: '/api/page/page-revisions/{id}/{unique_key}',
    run: async ({ user, key }) => {
      const items = await listPageRevisions(user, key);
      return { items, total: items.length };
    },
    doc: {
      summary: "List a page's revisions",
      description: 'Every save (create, update, restore) stores one; newest first, the last 50 are kept.',
      responses: { 200: 'The revisions.', 404: notFound },
      example: success({
        items: [{ id: 31, title: 'Sobre nós', created_at: EARLIER, author: { id: 3, name: 'Ana Souza' }, saved_by: { id: 3, name: 'Ana Souza' }, note: null, version: 5 }],
        total: 1,
      }),
    },
  }),
  revision: operation({
    method: 'GET',
    path: `${keyed}/revisions/{revisionId}`,
    run: ({ user, key, params }) => getPageVersionText(user, key, revisionParam(params.revisionId)),
    doc: {
      summary: 'Read a revision to compare',
      description:
        "A revision's title, SEO description and the text of its blocks, with who wrote it, who saved it and when; `current` reads the page as saved now. The revisions panel compares two of these word by word.",
      params: revisionParamDoc('page'),
      responses: { 200: 'The version.', 404: 'No such page, or the revision belongs to another page.' },
      example: success({
        id: 31,
        title: 'Sobre nós',
        seo_description: 'Quem somos e o que fazemos.',
        text: 'Sistemas que trabalham por você\nERP, integrações e suporte.\nFale conosco',
        author: { id: 3, name: 'Ana Souza' },
        saved_by: { id: 3, name: 'Ana Souza' },
        note: null,
        version: 5,
        created_at: EARLIER,
      }),
    },
  }),
  restoreRevision: operation({
    method: 'PUT',
    path: '/api/page/page-revision-restore/{id}/{unique_key}',
    input: pageRevisionRestoreSchema,
    run: ({ user, key, input }) => restorePageRevision(user, key, input),
    message: 'Pages.messages.restored',
    doc: {
      summary: 'Restore a revision',
      description: "Puts the revision's title, SEO fields, image and blocks back (a new revision is stored); the page keeps its slug, status and home flag.",
      responses: { 200: 'The page, restored.', 404: 'No such page, or the revision belongs to another page.' },
      example: success(pageExample, 'Revision restored.'),
    },
  }),
};
