/**
 * @jest-environment node
 */
// On the server (no window): the schema applies WEBHOOK_ALLOW_PRIVATE itself.
import { addressAllowed, classifyAddress, webhookUrlProblem } from '@/lib/webhooks/address';
import { retryDelayMs } from '@/lib/webhooks/retry';
import { signatureHeader, verifySignature } from '@/lib/webhooks/signature';
import { webhookInputSchema } from '@/lib/webhooks/schema';
import { deliveryFailure } from '@/lib/webhooks/present';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'private'],
    ['127.8.9.10', 'private'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'private'],
    ['100.64.0.1', 'private'],
    ['::1', 'private'],
    ['fe80::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'private'],
    ['0.0.0.0', 'forbidden'],
    ['224.0.0.1', 'forbidden'],
    ['255.255.255.255', 'forbidden'],
    ['::', 'forbidden'],
    ['ff02::1', 'forbidden'],
    ['not-an-ip', 'forbidden'],
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['2001:4860:4860::8888', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'private'],
    ['0:0:0:0:0:0:0:1', 'private'],
    ['fe80::1%eth0', 'private'],
    ['2001:db8::1', 'private'],
    ['1.2.3', 'forbidden'],
    ['256.1.1.1', 'forbidden'],
    ['1::2::3', 'forbidden'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('allows private addresses only when asked, plain http only there, forbidden ones never', () => {
    expect(addressAllowed('8.8.8.8', 'https:', false)).toBe(true);
    expect(addressAllowed('8.8.8.8', 'http:', true)).toBe(false);
    expect(addressAllowed('127.0.0.1', 'https:', false)).toBe(false);
    expect(addressAllowed('127.0.0.1', 'http:', true)).toBe(true);
    expect(addressAllowed('0.0.0.0', 'http:', true)).toBe(false);
  });
});

describe('webhookUrlProblem', () => {
  it.each([
    ['https://hooks.example.com/in', false, null],
    ['http://hooks.example.com/in', false, 'notHttps'],
    ['http://hooks.example.com/in', true, null],
    ['http://8.8.8.8/in', true, 'notHttps'],
    ['https://127.0.0.1/in', false, 'private'],
    ['http://127.0.0.1:8080/in', true, null],
    ['https://localhost/in', false, 'private'],
    ['https://api.localhost/in', false, 'private'],
    ['https://[::1]/in', false, 'private'],
    ['https://[::ffff:192.168.0.1]/in', false, 'private'],
    ['https://0.0.0.0/in', true, 'private'],
    ['https://2130706433/in', false, 'private'],
    ['ftp://hooks.example.com/in', false, 'invalid'],
    ['javascript:alert(1)', false, 'invalid'],
    ['hooks.example.com/in', false, 'invalid'],
    ['https://0x7f.1/in', false, 'private'],
    ['https://localhost./in', false, 'private'],
  ])('%s (private allowed: %s) → %s', (url, allowPrivate, problem) => {
    expect(webhookUrlProblem(url, allowPrivate)).toBe(problem);
  });

  it('is what the input schema says on the server', () => {
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
    const parsed = webhookInputSchema.safeParse({ url: 'https://10.0.0.1/x', events: ['lead.created'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe('Webhooks.errors.urlPrivate');
    const ok = webhookInputSchema.parse({ url: ' https://hooks.example.com/x ', events: ['newsletter.subscribed', 'lead.created', 'lead.created'] });
    expect(ok).toEqual({ url: 'https://hooks.example.com/x', events: ['lead.created', 'newsletter.subscribed'] });
  });
});

describe('signatures and backoff', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 and verifies within the tolerance only', () => {
    const header = signatureHeader('whsec_test', '{"a":1}', 1_700_000_000);
    // Known answer: printf '1700000000.{"a":1}' | openssl dgst -sha256 -hmac whsec_test
    expect(header).toBe('t=1700000000,v1=38877139021993b830af32feea6e18a8da83eb2f6e49ee50bd9e4cf4ca4d3789');
    expect(verifySignature('whsec_test', '{"a":1}', header, 1_700_000_100)).toBe(true);
    expect(verifySignature('whsec_test', '{"a":1}', header, 1_700_000_400)).toBe(false);
    expect(verifySignature('whsec_test', '{"a":2}', header, 1_700_000_000)).toBe(false);
    expect(verifySignature('whsec_test', '{"a":1}', 'garbage', 1_700_000_000)).toBe(false);
  });

  it('waits 1, 2, 4 … 64 minutes after each failed attempt', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 64]);
  });
});

describe('deliveryFailure', () => {
  it.each([
    ['timeout', 'timeout', ''],
    ['address not allowed: 127.0.0.1', 'addressRefused', '127.0.0.1'],
    ['redirect to another host refused: evil.example:443', 'redirectRefused', 'evil.example:443'],
    ['too many redirects', 'tooManyRedirects', ''],
    ['HTTP 503', 'httpStatus', '503'],
    ['secret unreadable: rotate it', 'secretUnreadable', ''],
    ['connect ECONNREFUSED 127.0.0.1:9', 'network', 'connect ECONNREFUSED 127.0.0.1:9'],
  ])('%s → %s', (lastError, kind, detail) => {
    expect(deliveryFailure(lastError)).toEqual({ kind, detail });
  });
});
