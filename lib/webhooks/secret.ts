import 'server-only';
import { randomToken, serverSecret } from '@/lib/auth/tokens';
import { seal, unseal } from '@/lib/security/seal';

/** Every signing secret starts so (as `vk_` names an API key): a leaked one is recognised. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
const SEAL_PURPOSE = 'vitrine:webhook-secret:v1';
/** Characters kept in clear to recognise the secret a receiver holds (`whsec_` + 4). */
const SHOWN_LENGTH = WEBHOOK_SECRET_PREFIX.length + 4;

export interface NewWebhookSecret {
  secret: string;
  sealed: string;
  prefix: string;
}

/** A new secret (256 random bits), its sealed form for the database and its recognisable start. */
export function newWebhookSecret(): NewWebhookSecret {
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomToken(32)}`;
  return { secret, sealed: seal(secret, serverSecret(), SEAL_PURPOSE), prefix: secret.slice(0, SHOWN_LENGTH) };
}

export function openWebhookSecret(sealed: string): string {
  return unseal(sealed, serverSecret(), SEAL_PURPOSE);
}
