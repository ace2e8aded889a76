/** @jest-environment node */
import {
  decryptTotpSecret,
  encryptTotpSecret,
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  isRecoveryCodeShape,
  totpCode,
  totpQrSvg,
  totpStep,
  totpUrl,
  verifyTotp,
} from '@/lib/auth/totp';

const SERVER_SECRET = 'x'.repeat(48);
// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('computes the RFC 6238 SHA-1 test vectors (last six digits)', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('generates a 160-bit base32 secret and an otpauth URL apps read', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(totpUrl(secret, 'ana@example.com', 'Vitrine'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Vitrine');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });

  it('accepts a code within ±1 step of drift and answers the step it belongs to', () => {
    const secret = generateTotpSecret();
    const now = 1_700_000_015_000;
    const step = totpStep(now);
    expect(verifyTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(verifyTotp(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now + 60_000), now)).toBeNull();
  });

  it('refuses malformed codes', () => {
    const secret = generateTotpSecret();
    expect(verifyTotp(secret, '12345', Date.now())).toBeNull();
    expect(verifyTotp(secret, 'abcdef', Date.now())).toBeNull();
    expect(verifyTotp(secret, '', Date.now())).toBeNull();
  });

  it('renders the QR code as SVG', async () => {
    const svg = await totpQrSvg(totpUrl(generateTotpSecret(), 'ana@example.com', 'Vitrine'));
    expect(svg).toContain('<svg');
    expect(svg).not.toContain('<script');
  });
});

describe('secret encryption', () => {
  it('round-trips and never stores the secret in clear', () => {
    const secret = generateTotpSecret();
    const stored = encryptTotpSecret(secret, SERVER_SECRET);
    expect(stored).not.toContain(secret);
    expect(encryptTotpSecret(secret, SERVER_SECRET)).not.toBe(stored);
    expect(decryptTotpSecret(stored, SERVER_SECRET)).toBe(secret);
  });

  it('refuses a tampered value or another server secret', () => {
    const stored = encryptTotpSecret(generateTotpSecret(), SERVER_SECRET);
    expect(() => decryptTotpSecret(stored, 'y'.repeat(48))).toThrow();
    const parts = stored.split('.');
    parts[3] = Buffer.from('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').toString('base64url');
    expect(() => decryptTotpSecret(parts.join('.'), SERVER_SECRET)).toThrow();
  });
});

describe('recovery codes', () => {
  it('generates 10 distinct codes shaped xxxxx-xxxxx', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it('hashes regardless of case, spaces and dashes, and tells them from a 6-digit code', () => {
    const [code] = generateRecoveryCodes(1) as [string];
    const hash = hashRecoveryCode(code, SERVER_SECRET);
    expect(hash).not.toContain(code.replace('-', ''));
    expect(hashRecoveryCode(` ${code.toUpperCase().replace('-', ' ')} `, SERVER_SECRET)).toBe(hash);
    expect(hashRecoveryCode(code, 'y'.repeat(48))).not.toBe(hash);
    expect(isRecoveryCodeShape(code)).toBe(true);
    expect(isRecoveryCodeShape('123456')).toBe(false);
  });
});
