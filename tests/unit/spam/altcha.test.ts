/** @jest-environment node */
import { createHash } from 'node:crypto';
import { CHALLENGE_MAX_NUMBER, CHALLENGE_TTL_MS, genuineSolution, newChallenge, type AltchaChallenge } from '@/lib/spam/altcha';

// The ALTCHA halves on the server (lib/spam/altcha.ts): a challenge, and the check of a solution.
// Single use is the database's (tests/integration/leads/proof-of-work.test.ts).

const KEY = 'unit-test-hmac-key-0123456789';

function solve(c: AltchaChallenge): number {
  for (let n = 0; n <= c.maxnumber; n += 1) if (createHash('sha256').update(c.salt + n).digest('hex') === c.challenge) return n;
  throw new Error('no solution');
}
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
const solved = (c: AltchaChallenge, number = solve(c)) => ({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature });

describe('newChallenge', () => {
  it('answers what the widget reads, with a bounded number and an expiry in the salt', async () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const c = await newChallenge(KEY, now);
    expect(Object.keys(c).sort()).toEqual(['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: CHALLENGE_MAX_NUMBER });
    expect(c.salt).toContain(`?expires=${(now.getTime() + CHALLENGE_TTL_MS) / 1000}`);
    expect(solve(c)).toBeLessThanOrEqual(CHALLENGE_MAX_NUMBER);
    // Two challenges differ.
    expect((await newChallenge(KEY, now)).challenge).not.toBe(c.challenge);
  });
});

describe('genuineSolution', () => {
  it('accepts a valid solution and names its signature and expiry', async () => {
    const c = await newChallenge(KEY);
    const result = await genuineSolution(encode(solved(c)), KEY);
    expect(result).toEqual({ signature: c.signature, expiresAt: expect.any(Date) });
    expect(result!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a wrong number', async () => {
    const c = await newChallenge(KEY);
    const n = solve(c);
    expect(await genuineSolution(encode(solved(c, n === 0 ? 1 : n - 1)), KEY)).toBeNull();
  });

  it('refuses an expired challenge', async () => {
    const c = await newChallenge(KEY, new Date(Date.now() - CHALLENGE_TTL_MS - 1_000));
    expect(await genuineSolution(encode(solved(c)), KEY)).toBeNull();
  });

  it('refuses a tampered challenge: another key, another expiry, another signature or algorithm', async () => {
    const c = await newChallenge(KEY);
    const good = solved(c);
    expect(await genuineSolution(encode(good), 'another-key-0123456789-abcdef')).toBeNull();
    // A later expiry written into the salt breaks the challenge (and its signature).
    const later = c.salt.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 86_400}`);
    expect(await genuineSolution(encode({ ...good, salt: later }), KEY)).toBeNull();
    expect(await genuineSolution(encode({ ...good, signature: good.signature.replace(/^./, (x) => (x === '0' ? '1' : '0')) }), KEY)).toBeNull();
    expect(await genuineSolution(encode({ ...good, algorithm: 'SHA-1' }), KEY)).toBeNull();
    // A challenge of the attacker's own making, without the key's signature.
    const salt = 'abc?expires=9999999999&';
    const forged = { algorithm: 'SHA-256', challenge: createHash('sha256').update(`${salt}1`).digest('hex'), number: 1, salt, signature: 'f'.repeat(64) };
    expect(await genuineSolution(encode(forged), KEY)).toBeNull();
  });

  it('refuses a challenge without an expiry, and anything that is no solution, without throwing', async () => {
    const c = await newChallenge(KEY);
    const { salt: _salt, ...noSalt } = solved(c);
    for (const payload of [undefined, null, '', 'not base64 !', encode('text'), encode(null), encode([1]), encode({}), encode(noSalt), encode({ ...solved(c), number: '1' }), 'x'.repeat(5_000)]) {
      expect(await genuineSolution(payload, KEY)).toBeNull();
    }
  });
});
