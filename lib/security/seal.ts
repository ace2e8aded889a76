import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (two-factor secrets, webhook signing secrets) are kept encrypted:
 * AES-256-GCM under a key derived from the server secret and the secret's purpose, so a leaked table
 * gives no usable secret and one purpose's key opens nothing of another.
 */
function sealingKey(serverSecret: string, purpose: string): Buffer {
  return createHmac('sha256', serverSecret).update(purpose).digest();
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function seal(value: string, serverSecret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret, purpose), iv);
  const data = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The clear value; throws when it was tampered with or sealed under another secret or purpose. */
export function unseal(stored: string, serverSecret: string, purpose: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
