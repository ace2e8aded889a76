import { dashboardQuerySchema } from '@/lib/reports/schema';
import { layoutSettingInputSchema, seoSettingInputSchema, whatsappSettingInputSchema } from '@/lib/settings/schema';
import type { ApiOperation } from '../types';
import { seoExample } from '../examples';
import { EARLIER, NOW, success } from '@/lib/core/api-examples';

const tag = 'Settings';
const layoutExample = {
  id: 6,
  currentVersion: 'v2',
  companyName: 'Vitrine',
  logo: '/api/files/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  logoV1: null,
  logoV2: '/api/files/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  updatedAt: NOW,
  created_at: NOW,
  created_by: 1,
};
/** Executable code in an entry: administrator trust (README, "Security"). */
const codeRefusal =
  'Executable code (a script in head, anything in body, an event-handler attribute, a javascript:, vbscript: or data: URL) needs the `code-injection` grant: 403 CODE_INJECTION_FORBIDDEN, nothing written. With it, a session must have proven its password within 15 minutes: 403 REAUTH_REQUIRED (API keys are exempt).';
const whatsappExample = { phone: '5511977776666', message: 'Olá! Gostaria de saber mais.', button_color: '#25d366' };

export const settingsOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/seo/public-seo',
    tag,
    summary: 'The SEO markup of the public pages',
    description: 'Every entry’s head and body markup, in order, without keys.',
    auth: 'public',
    responses: { 200: 'The entries.' },
    example: success([{ head: '<meta name="google-site-verification" content="abc123">' }]),
  },
  {
    method: 'GET',
    path: '/api/seo/seo',
    tag,
    summary: 'List SEO entries',
    auth: 'seo',
    responses: { 200: 'Every entry with its keys.' },
    example: success([seoExample]),
  },
  {
    method: 'POST',
    path: '/api/seo/seo',
    tag,
    summary: 'Create an SEO entry',
    description: `Markup for every public page: head holds script, style, noscript, meta and link tags; at least one of head and body. \`seo\` alone may save meta, link, style and noscript tags. ${codeRefusal}`,
    auth: 'seo',
    body: seoSettingInputSchema,
    responses: { 201: 'The entry, created.', 403: 'Executable code without the `code-injection` grant (CODE_INJECTION_FORBIDDEN), or without a recent password (REAUTH_REQUIRED).' },
    example: success(seoExample, 'SEO entry created.'),
  },
  {
    method: 'PUT',
    path: '/api/seo/seo/{id}/{unique_key}',
    tag,
    summary: 'Update an SEO entry',
    description: `The entry before or after the change holding executable code counts: ${codeRefusal}`,
    auth: 'seo',
    body: seoSettingInputSchema,
    responses: {
      200: 'The entry, updated.',
      403: 'Executable code in the entry or the change without the `code-injection` grant (CODE_INJECTION_FORBIDDEN), or without a recent password (REAUTH_REQUIRED).',
      404: 'No entry with this id and unique_key.',
    },
    example: success(seoExample, 'SEO entry updated.'),
  },
  {
    method: 'DELETE',
    path: '/api/seo/seo/{id}/{unique_key}',
    tag,
    summary: 'Delete an SEO entry',
    description: `Its markup leaves every public page. Deleting an entry that holds executable code: ${codeRefusal}`,
    auth: 'seo',
    responses: {
      200: 'The deleted entry.',
      403: 'An entry holding executable code, without the `code-injection` grant (CODE_INJECTION_FORBIDDEN) or a recent password (REAUTH_REQUIRED).',
      404: 'No entry with this id and unique_key.',
    },
    example: success(seoExample, 'SEO entry deleted.'),
  },
  {
    method: 'GET',
    path: '/api/layout/layout-setting/latest',
    tag,
    summary: 'The layout in force',
    description: 'Spelled as the specification has clients read it (data.currentVersion), not in the API’s snake_case.',
    auth: 'public',
    responses: { 200: 'The layout setting.', 500: 'Error loading layout settings.' },
    example: success(layoutExample),
  },
  {
    method: 'POST',
    path: '/api/layout/layout-setting',
    tag,
    summary: 'Put a new layout in force',
    description: 'Also takes `currentVersion` for current_version. Answered like GET /api/layout/layout-setting/latest.',
    auth: 'layout-settings',
    body: layoutSettingInputSchema,
    responses: { 201: 'The layout, in force.', 409: 'Version already applied (nothing changes).', 500: 'Error saving layout settings.' },
    example: success(layoutExample, 'Layout saved.'),
  },
  {
    method: 'GET',
    path: '/api/whatsapp/whatsapp-setting',
    tag,
    summary: 'The WhatsApp button in force',
    description: 'Null when none was saved.',
    auth: 'public',
    responses: { 200: 'The setting, or null.' },
    example: success(whatsappExample),
  },
  {
    method: 'PUT',
    path: '/api/whatsapp/whatsapp-setting',
    tag,
    summary: 'Save the WhatsApp button',
    description: 'A new setting, in force at once.',
    auth: 'settings-whatsapp',
    body: whatsappSettingInputSchema,
    responses: { 200: 'The setting, with when and by whom.' },
    example: success({ id: 4, ...whatsappExample, created_at: NOW, created_by: 1 }, 'WhatsApp settings saved.'),
  },
];

export const reportOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/report/dashboard',
    tag: 'Reports',
    summary: 'The dashboard’s figures',
    description:
      'Every figure of the dashboard for a period (a preset, or from/to days YYYY-MM-DD of the site’s time zone), with a page of the posts table (sort, dir, page; translations: separate or grouped). Without `reports-all` only the caller’s own articles count. The figures keep their camelCase spelling.',
    auth: 'dashboard',
    query: dashboardQuerySchema,
    responses: { 200: 'The report.', 422: 'A malformed or inverted period.' },
    example: success({
      period: { key: '30d', from: '2026-04-05', to: '2026-05-04', days: 30, granularity: 'day', previous: { from: '2026-03-06', to: '2026-04-04' } },
      totals: { reads: 1840, articlesCreated: 6, unreadArticles: 2, activeAuthors: 3 },
      previousTotals: { reads: 1512, articlesCreated: 4, unreadArticles: 3, activeAuthors: 3 },
      readsSeries: [{ start: '2026-05-04', end: '2026-05-04', reads: 71 }],
      publishers: [{ id: 3, uniqueKey: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Ana Souza', articlesPublished: 4, reads: 1210 }],
      categories: [{ id: 5, uniqueKey: 'gestao', name: 'Gestão', textColor: '#ffffff', backgroundColor: '#1e3a8a', articles: 12, reads: 930 }],
      posts: {
        rows: [{ id: 42, uniqueKey: 'como-escolher-um-erp', title: 'Como escolher um ERP', status: 'published', publishedAt: EARLIER, reads: 402, previousReads: 350, readingMinutes: 4 }],
        total: 1,
        page: 1,
        pageSize: 10,
      },
    }),
  },
];
