import { createHash } from 'node:crypto';

// The proof-of-work of the contact and newsletter forms (lib/spam), solved as a browser does it: the
// number whose SHA-256 of salt + number is the challenge, posted as the `altcha` field (base64
// JSON). The search is altcha-lib's solveChallenge (what the widget runs) with Node's synchronous
// SHA-256: Web Crypto's async digest is some 25 times slower here, which would add seconds to every
// post. Shared by the integration tests (tests/support/proof-of-work.ts) and the e2e ones.

export interface ChallengeToSolve {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The `altcha` field that solves `c`. */
export function solveAltcha(c: ChallengeToSolve): string {
  let number = 0;
  while (createHash('sha256').update(c.salt + number).digest('hex') !== c.challenge) {
    number += 1;
    if (number > c.maxnumber) throw new Error('the challenge has no solution up to maxnumber');
  }
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
