import { NOW, success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import { clientIp } from '@/lib/auth/client-ip';
import { env } from '@/lib/env';
import { csvFileName } from '@/lib/format/csv';
import { exportConsentRecordsCsv, recordConsent } from './records';
import { consentRecordInputSchema, consentSettingsInputSchema } from './schema';
import { getConsentSettings, saveConsentSettings } from './settings';

// The consent API (README, "Consent"): the visitor's proof record, the banner's settings and the
// export of the proof records, declared once (lib/core/operation.ts).

const operation = operationsFor({ tag: 'Settings', access: 'seo' });
const settingsPath = '/api/settings/consent-settings';

const settingsExample = {
  texts: { en: { title: 'Your privacy', body: 'We use analytics to improve the site.' } },
  privacy_path: '/privacy',
  version: 3,
  edit_version: 7,
  updated_at: NOW,
  updated_by: { id: 1, name: 'Ana Souza' },
};

export const consentOperations = {
  record: operation({
    method: 'POST',
    path: '/api/consent/consent-record',
    access: 'public',
    input: consentRecordInputSchema,
    run: ({ input, request }) => recordConsent(input, { ip: clientIp(request?.headers ?? new Headers(), env().TRUST_PROXY) }),
    status: 201,
    message: 'Consent.recorded',
    doc: {
      summary: 'Record a consent choice',
      description:
        'Sent by the consent banner with each choice: `id` is an anonymous UUID made in the browser (kept in its consent cookie), `version` the banner version the choice was made under. Stored with the time and a salted hash of the address (never the address), kept 5 years. Limited per address (429 beyond).',
      responses: { 201: 'The record.', 429: 'Too many records from this address; try again later.' },
      example: success({ id: '0b6c2f4e-3c1d-4c55-9a0e-5f8b7d1e2a33', analytics: true, marketing: false, version: 3, recorded_at: NOW }, 'Your choice was saved.'),
    },
  }),
  settings: operation({
    method: 'GET',
    path: settingsPath,
    run: ({ user }) => getConsentSettings(user),
    doc: {
      summary: 'Read the consent banner settings',
      description: 'The banner’s title and text per language (left out: the built-in text), the privacy policy page and the banner version.',
      responses: { 200: 'The settings in force.' },
      example: success(settingsExample),
    },
  }),
  saveSettings: operation({
    method: 'PUT',
    path: settingsPath,
    input: consentSettingsInputSchema,
    versioned: 'edit_version',
    run: ({ user, input }) => saveConsentSettings(user, input),
    message: 'Consent.settings.saved',
    doc: {
      summary: 'Save the consent banner settings',
      description:
        '`texts` (per language: `title`, `body`; blank or left out, the built-in text) and `privacy_path` (a site path such as /privacy; null hides the link). When the texts change the version grows by one, and visitors are asked again. `edit_version` (in every answer, raised by every save) is the version a save names to be checked: the `edit_version` body field or If-Match; a stale one answers 409 VERSION_CONFLICT and nothing is written; without either the save is not checked, as before.',
      responses: { 200: 'The settings, saved.' },
      example: success(settingsExample, 'Consent banner saved.'),
    },
  }),
  exportRecords: operation({
    method: 'GET',
    path: '/api/settings/consent-records.csv',
    run: async ({ user, locale }) => ({ stream: await exportConsentRecordsCsv(user, { locale }), timeZone: env().SITE_TIME_ZONE }),
    respond: ({ stream, timeZone }) =>
      new Response(stream, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${csvFileName('consent-records', new Date(), timeZone)}"`,
          'cache-control': 'no-store',
        },
      }),
    doc: {
      summary: 'Export the consent records as CSV',
      description: 'Every proof record, oldest first, as CSV (semicolons, UTF-8 with a BOM), headers in the caller’s language, times in ISO 8601 (UTC).',
      responses: { 200: 'The CSV file (an attachment).' },
      produces: 'text/csv',
      example: 'Id;Analytics;Marketing;Version;Recorded at;Address hash\n0b6c2f4e-3c1d-4c55-9a0e-5f8b7d1e2a33;Yes;No;3;2026-05-02T09:05:00.000Z;9f2c…\n',
    },
  }),
};
