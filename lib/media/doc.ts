import { EARLIER, NOW } from '@/lib/core/api-examples';
import type { JsonSchema } from '@/lib/core/operation';
import { locales } from '@/i18n/routing';

// The media record's shape and example in /api/openapi.json (the media and the upload operations).

const int = { type: 'integer' };
const str = { type: 'string' };
const perLanguage = (what: string): JsonSchema => ({
  type: 'object',
  description: `${what} per language; a language without text is absent.`,
  properties: Object.fromEntries(locales.map((l) => [l, str])),
  additionalProperties: false,
});

export const mediaRecordProperties: Record<string, JsonSchema> = {
  id: int,
  unique_key: { type: 'string', pattern: '^[a-f0-9]{32}$' },
  url: { type: 'string', description: '`/api/files/{unique_key}?v={version}` (the upload answers the plain address).' },
  version: { type: 'string', description: 'Changes when the file is replaced.' },
  name: { type: 'string', description: 'The uploaded file name.' },
  width: int,
  height: int,
  bytes: { type: 'integer', description: 'Size of the uploaded file.' },
  mime: { type: 'string', description: 'The detected type of the uploaded file (image/jpeg, image/png …).' },
  alt: perLanguage('Alt text'),
  caption: perLanguage('Caption'),
  focal_x: { type: 'number', minimum: 0, maximum: 100, description: 'Percent of the width that crops keep in view.' },
  focal_y: { type: 'number', minimum: 0, maximum: 100 },
  decorative: { type: 'boolean', description: 'No alt text needed: rendered with alt="".' },
  in_library: { type: 'boolean', description: 'Kept even while nothing uses it.' },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
};

export const usageProperties: Record<string, JsonSchema> = {
  kind: { enum: ['article', 'page', 'category', 'user', 'setting', 'faq'] },
  id: { type: ['integer', 'string'], description: 'The record id; for a setting, its screen (`layout`, `seo`).' },
  title: str,
  href: { type: 'string', description: 'The back-office page that edits it.' },
};

const KEY32 = '9d8c7b6a5f4e4d3c8b2a1f0e9d8c7b6a';

export const mediaExample = {
  id: 77,
  unique_key: KEY32,
  url: `/api/files/${KEY32}?v=3f2a9c1b7e04`,
  version: '3f2a9c1b7e04',
  name: 'harbour.jpg',
  width: 1600,
  height: 900,
  bytes: 482113,
  mime: 'image/jpeg',
  alt: { 'pt-BR': 'Barcos no porto ao entardecer', en: 'Boats in the harbour at dusk' },
  caption: {},
  focal_x: 50,
  focal_y: 40,
  decorative: false,
  in_library: true,
  created_at: EARLIER,
  updated_at: NOW,
};

export const uploadExample = { ...mediaExample, url: `/api/files/${KEY32}`, alt: {}, focal_y: 50, in_library: false, updated_at: EARLIER };
