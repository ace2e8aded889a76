import { createHash } from 'node:crypto';
import { formSettings, type FormProtection } from '@/db/schema';
import type { Db } from '@/db/client';
import type { AltchaChallenge } from '@/lib/spam/altcha';
import { issueChallenge } from '@/lib/spam/proof-of-work';

// The proof-of-work of the contact and newsletter forms (lib/spam), as a browser does it: a
// challenge from the server, solved by brute force, posted as the `altcha` field (base64 JSON). The
// search is altcha-lib's solveChallenge (what the widget runs) with Node's synchronous SHA-256: Web
// Crypto's async digest is some 25 times slower here, which would add seconds to every post.

/** The `altcha` field of a solved challenge (a fresh one from the server when none is given). */
export async function solvedAltcha(challenge?: AltchaChallenge): Promise<string> {
  const c = challenge ?? (await issueChallenge());
  let number = 0;
  while (createHash('sha256').update(c.salt + number).digest('hex') !== c.challenge) {
    number += 1;
    if (number > c.maxnumber) throw new Error('the challenge has no solution up to maxnumber');
  }
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Turns the forms' proof-of-work on or off (form_settings row 1), as staff do in the back office. */
export async function setProofOfWork(db: Db, value: FormProtection): Promise<void> {
  await db.insert(formSettings).values({ id: 1, proofOfWork: value }).onConflictDoUpdate({ target: formSettings.id, set: { proofOfWork: value } });
}
