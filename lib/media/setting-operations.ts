import { NOW, success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import { getMediaSetting, mediaSettingInputSchema, saveMediaSetting } from './settings';

// The media settings API ("Require alt text to publish", issue 31 §1), declared once (lib/core/operation.ts).

const operation = operationsFor({ tag: 'Media', access: 'settings' });
const path = '/api/media/media-setting';

const settingExample = { require_alt: true, version: 3, updated_at: NOW, updated_by: { id: 1, name: 'Ana Souza' } };

export const mediaSettingOperations = {
  read: operation({
    method: 'GET',
    path,
    run: ({ user }) => getMediaSetting(user),
    doc: {
      summary: 'Read the media settings',
      description:
        '`require_alt`: publishing an article or a page whose images lack alt text in its language (and are not decorative) is refused with 422 IMAGE_ALT_MISSING. On (true) until saved otherwise; `updated_at` and `updated_by` are null until then.',
      responses: { 200: 'The settings in force.' },
      example: success(settingExample),
    },
  }),
  save: operation({
    method: 'PUT',
    path,
    input: mediaSettingInputSchema,
    versioned: true,
    run: ({ user, input }) => saveMediaSetting(user, input),
    message: 'AltText.settings.saved',
    doc: {
      summary: 'Save the media settings',
      description: 'Turns the rule "Require alt text to publish" on or off; already published content is not checked again.',
      responses: { 200: 'The settings, saved.' },
      example: success(settingExample, 'Media settings saved.'),
    },
  }),
};
