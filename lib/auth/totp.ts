import { createHmac, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { seal, unseal } from '@/lib/security/seal';

/**
 * Two-factor sign-in, the pure part: TOTP as every authenticator app expects it (RFC 6238, SHA-1,
 * 6 digits, 30 s), the secret's encryption at rest and the recovery codes. No database here.
 */
export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

function totp(secretBase32: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD, secret: Secret.fromBase32(secretBase32) });
}

/** A new secret: 160 random bits (RFC 4226's recommended length), base32 as apps take it. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function totpUrl(secretBase32: string, account: string, issuer: string): string {
  return totp(secretBase32, account, issuer).toString();
}

/** The QR code of an otpauth URL as an SVG document (rendered on the server: no client script). */
export function totpQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The 30-second step a time falls in. */
export function totpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD);
}

/** The code for a secret at a time (tests and the e2e journey compute codes this way). */
export function totpCode(secretBase32: string, now = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: now });
}

/**
 * The step a code belongs to when it is right within ±1 step of clock drift, else null. The caller
 * refuses a step not greater than the last one accepted (no replay within the window).
 */
export function verifyTotp(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : totpStep(now) + delta;
}

const TOTP_SEAL_PURPOSE = 'vitrine:totp-secret:v1';

/** The secret encrypted at rest (lib/security/seal.ts): a leaked table gives no usable secret. */
export function encryptTotpSecret(secretBase32: string, serverSecret: string): string {
  return seal(secretBase32, serverSecret, TOTP_SEAL_PURPOSE);
}

/** The clear secret; throws when the value was tampered with or encrypted under another secret. */
export function decryptTotpSecret(stored: string, serverSecret: string): string {
  return unseal(stored, serverSecret, TOTP_SEAL_PURPOSE);
}

// Recovery codes: 10 characters from an alphabet without look-alikes (50 bits each), shown as xxxxx-xxxxx.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, recoveryCode);
}

/** How a typed recovery code is compared: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** Whether the input looks like a recovery code rather than a 6-digit code. */
export function isRecoveryCodeShape(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normalizeRecoveryCode(code)) && !/^\d+$/.test(normalizeRecoveryCode(code));
}

/** Stored as an HMAC under the server secret (the code itself is never stored). */
export function hashRecoveryCode(code: string, serverSecret: string): string {
  return createHmac('sha256', serverSecret).update(`two-factor-recovery:${normalizeRecoveryCode(code)}`).digest('hex');
}
