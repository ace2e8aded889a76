/** Every API key starts so: the API handler tells a key from a session token by it. */
export const API_KEY_PREFIX = 'vk_';
