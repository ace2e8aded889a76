import type { SpamReason } from '@/db/schema';
import type { MessageKey } from '@/lib/i18n/translate';

/** The catalogue key that names why a message or a lead was caught as spam (shown to staff). */
export const spamReasonKeys: Record<SpamReason, MessageKey> = {
  honeypot: 'FormProtection.reasons.honeypot',
  'rate-limit': 'FormProtection.reasons.rateLimit',
  blacklisted: 'FormProtection.reasons.blacklisted',
  'no-proof': 'FormProtection.reasons.noProof',
};
