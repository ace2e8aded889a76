import { exactly } from '@/lib/core/api-examples';
import type { JsonSchema } from './types';

// `data` schemas of the answers that are cheap to state exactly (small, fixed shapes).

const str: JsonSchema = { type: 'string' };
const int: JsonSchema = { type: 'integer' };

/** `{id, unique_key, token}`: an API key created (the token shown once). */
export const createdApiKeyData = exactly({ id: int, unique_key: str, token: { type: 'string', description: '`vk_…`: shown this once.' } });

export { keysData } from '@/lib/core/api-examples';

export const contactData = exactly({ id: int, unique_key: str, reply: { type: 'string', enum: ['tomorrow', 'dayAfterTomorrow'] } });

export const subscribeData = exactly({ status: { type: 'string', enum: ['pending', 'subscribed', 'alreadyActive', 'reactivated', 'reactivatedPending'] } });
