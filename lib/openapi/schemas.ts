import type { JsonSchema } from './types';

// `data` schemas of the answers that are cheap to state exactly (small, fixed shapes).

const str: JsonSchema = { type: 'string' };
const int: JsonSchema = { type: 'integer' };

/** An object with exactly these fields, all present. */
export function exactly(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties) };
}

/** `{id, unique_key, secret}`: a webhook endpoint created or its secret rotated (the secret shown once). */
export const createdWebhookData = exactly({ id: int, unique_key: str, secret: { type: 'string', description: '`whsec_…`: shown this once.' } });

/** `{id, unique_key}`: the keys of a deleted record. */
export const keysData = exactly({ id: int, unique_key: str });

export const uploadData = exactly({ id: int, url: { type: 'string', description: '`/api/files/{unique_key}`' }, width: int, height: int });

export const healthData = exactly({ status: { const: 'ok' }, uptime: { type: 'integer', description: 'Seconds since the process started.' } });
