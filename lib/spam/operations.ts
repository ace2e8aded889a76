import { NOW, success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import { CHALLENGE_MAX_NUMBER } from './altcha';
import { formSettingsInputSchema, getFormSettings, issueChallenge, saveFormSettings } from './proof-of-work';

// The forms' proof-of-work (issue 32 §4), declared once (lib/core/operation.ts): the challenge the
// contact and newsletter forms solve, and the setting that turns the check on or off.

const contactOperation = operationsFor({ tag: 'Messages', access: 'public' });
const leadOperation = operationsFor({ tag: 'Leads', access: 'list-leads' });
const settingsPath = '/api/lead/form-settings';

const challengeExample = {
  algorithm: 'SHA-256',
  challenge: '4d6c0b0a1f4e5e2f7f1d3b9f2a8c6e0d5b7a9c1e3f5d7b9a1c3e5f7d9b1a3c5e',
  maxnumber: CHALLENGE_MAX_NUMBER,
  salt: '9b1d3f5a7c9e1b3d5f7a9c1e?expires=1778851200&',
  signature: '0e2c4a6b8d0f2e4c6a8b0d2f4e6c8a0b2d4f6e8c0a2b4d6f8e0c2a4b6d8f0e2c',
};
const settingsExample = { proof_of_work: 'on', version: 3, updated_at: NOW, updated_by: { id: 1, name: 'Ana Souza' } };

export const spamOperations = {
  // Public, never cached. Not in the envelope: the `altcha` widget reads the challenge itself.
  challenge: contactOperation({
    method: 'GET',
    path: '/api/contact/challenge',
    run: () => issueChallenge(),
    respond: (challenge) => Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } }),
    doc: {
      summary: 'A proof-of-work challenge (contact and newsletter forms)',
      description:
        'An ALTCHA challenge, signed by this server, valid 15 minutes. The client finds the `number` (0 to `maxnumber`) whose SHA-256 of `salt` + number equals `challenge`, and posts the solution, base64 JSON `{algorithm, challenge, number, salt, signature}`, in the `altcha` field of `POST /api/contact/contact` or `POST /api/newsletter/subscribe`. A solution is accepted once. While the setting is on, a post without a valid solution is stored as a spam suspect and answered like any other. Calls authenticated with an API key are exempt. Not in the envelope.',
      responses: { 200: 'The challenge.' },
      produces: 'application/json',
      example: challengeExample,
    },
  }),
  readSettings: leadOperation({
    method: 'GET',
    path: settingsPath,
    run: ({ user }) => getFormSettings(user),
    doc: {
      summary: 'Read the forms’ spam protection setting',
      description:
        '`proof_of_work`: `on` (the default) or `off`. While on, a contact or newsletter post without a valid proof-of-work solution is stored as a spam suspect (reason `no-proof`), with no lead and no email. `updated_at` and `updated_by` are null until saved.',
      responses: { 200: 'The setting in force.' },
      example: success(settingsExample),
    },
  }),
  saveSettings: leadOperation({
    method: 'PUT',
    path: settingsPath,
    input: formSettingsInputSchema,
    versioned: true,
    run: ({ user, input }) => saveFormSettings(user, input),
    message: 'FormProtection.saved',
    doc: {
      summary: 'Turn the forms’ proof-of-work on or off',
      responses: { 200: 'The setting, saved.' },
      example: success(settingsExample, 'Spam protection saved.'),
    },
  }),
};
