import { verbatim } from '@/lib/core/api-case';
import { EARLIER, KEY, noSuch, NOW, success } from '@/lib/core/api-examples';
import { ok } from '@/lib/core/envelope';
import { operationsFor } from '@/lib/core/operation';
import { createSeoSetting, deleteSeoSetting, saveLayoutSetting, saveWhatsappSetting, updateSeoSetting } from './commands';
import { presentPublicWhatsapp } from './present';
import { getLatestWhatsapp, listPublicSeo, listSeoSettings, loadLayoutSetting } from './queries';
import { layoutSettingInputSchema, seoSettingInputSchema, whatsappSettingInputSchema } from './schema';

// The settings API (SEO markup, the layout in force, the WhatsApp button) and the settings screens'
// actions, declared once (lib/core/operation.ts).

const operation = operationsFor({ tag: 'Settings' });
const notFound = noSuch('entry');
const seoKeyed = '/api/seo/seo/{id}/{unique_key}';

const seoExample = {
  id: 2,
  unique_key: KEY,
  head: '<meta name="google-site-verification" content="abc123">',
  body: null,
  category: 'necessary',
  updated_by: 1,
  created_at: EARLIER,
  updated_at: NOW,
};

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

const whatsappExample = { phone: '5511977776666', message: 'Olá! Gostaria de saber mais.', button_color: '#25d366' };

/** Executable code in an entry: administrator trust (README, "Security"). */
const codeRefusal =
  'Executable code (a script in head, anything in body, an event-handler attribute, a javascript:, vbscript: or data: URL) needs the `code-injection` grant: 403 CODE_INJECTION_FORBIDDEN, nothing written. With it, a session must have proven its password within 15 minutes: 403 REAUTH_REQUIRED (API keys are exempt).';

/** The consent category (README, "Consent"). */
const categoryNote =
  '`category` (necessary, analytics or marketing; default marketing): the executable code of an analytics or marketing entry stays inert on public pages until the visitor consents to that category; necessary runs for everyone.';

// fieldErrors by phone, message, button_color, head, body, company_name …; errorCode VERSION_ALREADY_APPLIED, CODE_INJECTION_FORBIDDEN …
const refusal = { logLabel: 'settings action failed' };

export const settingsOperations = {
  publicSeo: operation({
    method: 'GET',
    path: '/api/seo/public-seo',
    access: 'public',
    run: () => listPublicSeo(),
    doc: {
      summary: 'The SEO markup of the public pages',
      description: 'Every entry’s head and body markup and its consent category, in order, without keys.',
      responses: { 200: 'The entries.' },
      example: success([{ head: '<meta name="google-site-verification" content="abc123">', category: 'necessary' }]),
    },
  }),
  listSeo: operation({
    method: 'GET',
    path: '/api/seo/seo',
    access: 'seo',
    run: ({ user }) => listSeoSettings(user),
    doc: { summary: 'List SEO entries', responses: { 200: 'Every entry with its keys.' }, example: success([seoExample]) },
  }),
  createSeo: operation({
    method: 'POST',
    path: '/api/seo/seo',
    access: 'seo',
    input: seoSettingInputSchema,
    run: ({ user, input }) => createSeoSetting(user, input),
    status: 201,
    message: 'Success.seoCreated',
    refusal,
    doc: {
      summary: 'Create an SEO entry',
      description: `Markup for every public page: head holds script, style, noscript, meta and link tags; at least one of head and body. \`seo\` alone may save meta, link, style and noscript tags. ${categoryNote} ${codeRefusal}`,
      responses: { 201: 'The entry, created.', 403: 'Executable code without the `code-injection` grant (CODE_INJECTION_FORBIDDEN), or without a recent password (REAUTH_REQUIRED).' },
      example: success(seoExample, 'SEO entry created.'),
    },
  }),
  updateSeo: operation({
    method: 'PUT',
    path: seoKeyed,
    access: 'seo',
    versioned: true,
    input: seoSettingInputSchema,
    run: ({ user, key, input }) => updateSeoSetting(user, key, input),
    message: 'Success.seoUpdated',
    refusal,
    doc: {
      summary: 'Update an SEO entry',
      description: `${categoryNote} Left out, the entry keeps its category. The entry before or after the change holding executable code counts: ${codeRefusal}`,
      responses: {
        200: 'The entry, updated.',
        403: 'Executable code in the entry or the change without the `code-injection` grant (CODE_INJECTION_FORBIDDEN), or without a recent password (REAUTH_REQUIRED).',
        404: notFound,
      },
      example: success(seoExample, 'SEO entry updated.'),
    },
  }),
  removeSeo: operation({
    method: 'DELETE',
    path: seoKeyed,
    access: 'seo',
    run: ({ user, key }) => deleteSeoSetting(user, key),
    message: 'Settings.seoDeleted',
    refusal,
    doc: {
      summary: 'Delete an SEO entry',
      description: `Its markup leaves every public page. Deleting an entry that holds executable code: ${codeRefusal}`,
      responses: {
        200: 'The deleted entry.',
        403: 'An entry holding executable code, without the `code-injection` grant (CODE_INJECTION_FORBIDDEN) or a recent password (REAUTH_REQUIRED).',
        404: notFound,
      },
      example: success(seoExample, 'SEO entry deleted.'),
    },
  }),
  layout: operation({
    method: 'GET',
    path: '/api/layout/layout-setting/latest',
    access: 'public',
    // Spelled as spec §6 has clients read it (data.currentVersion), not in the API's snake_case.
    run: async () => verbatim(await loadLayoutSetting()),
    doc: {
      summary: 'The layout in force',
      description: 'Spelled as the specification has clients read it (data.currentVersion), not in the API’s snake_case.',
      responses: { 200: 'The layout setting.', 500: 'Error loading layout settings.' },
      example: success(layoutExample),
    },
  }),
  saveLayout: operation({
    method: 'POST',
    path: '/api/layout/layout-setting',
    access: 'layout-settings',
    input: layoutSettingInputSchema,
    run: ({ user, input }) => saveLayoutSetting(user, input),
    status: 201,
    message: 'Success.layoutSaved',
    // Answered like GET …/latest, in the spelling spec §6 has clients read (data.currentVersion); the
    // layout screen's action receives the record itself.
    respond: (layout, { t }) => ok(verbatim(layout), { status: 201, message: t('Success.layoutSaved') }),
    refusal: { ...refusal, failureKey: 'Errors.layoutSaveFailed' },
    doc: {
      summary: 'Put a new layout in force',
      description: 'Also takes `currentVersion` for current_version. Answered like GET /api/layout/layout-setting/latest.',
      responses: { 201: 'The layout, in force.', 409: 'Version already applied (nothing changes).', 500: 'Error saving layout settings.' },
      example: success(layoutExample, 'Layout saved.'),
    },
  }),
  whatsapp: operation({
    method: 'GET',
    path: '/api/whatsapp/whatsapp-setting',
    access: 'public',
    run: async () => {
      const setting = await getLatestWhatsapp();
      return setting ? presentPublicWhatsapp(setting) : null;
    },
    doc: {
      summary: 'The WhatsApp button in force',
      description: 'Null when none was saved.',
      responses: { 200: 'The setting, or null.' },
      example: success(whatsappExample),
    },
  }),
  saveWhatsapp: operation({
    method: 'PUT',
    path: '/api/whatsapp/whatsapp-setting',
    access: 'settings-whatsapp',
    versioned: true,
    input: whatsappSettingInputSchema,
    run: ({ user, input }) => saveWhatsappSetting(user, input),
    message: 'Settings.whatsappSaved',
    refusal,
    doc: {
      summary: 'Save the WhatsApp button',
      description: 'A new setting, in force at once.',
      responses: { 200: 'The setting, with when and by whom.' },
      example: success({ id: 4, ...whatsappExample, created_at: NOW, created_by: 1 }, 'WhatsApp settings saved.'),
    },
  }),
};
