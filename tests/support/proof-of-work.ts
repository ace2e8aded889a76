import { solveChallenge } from 'altcha-lib';
import { formSettings, type FormProtection } from '@/db/schema';
import type { Db } from '@/db/client';
import type { AltchaChallenge } from '@/lib/spam/altcha';
import { issueChallenge } from '@/lib/spam/proof-of-work';

// The proof-of-work of the contact and newsletter forms (lib/spam), as a browser does it: a
// challenge from the server, solved by brute force (altcha-lib's solveChallenge, what the widget
// runs), posted as the `altcha` field (base64 JSON).

/** The `altcha` field of a solved challenge (a fresh one from the server when none is given). */
export async function solvedAltcha(challenge?: AltchaChallenge): Promise<string> {
  const c = challenge ?? (await issueChallenge());
  const solution = await solveChallenge(c.challenge, c.salt, 'SHA-256', c.maxnumber).promise;
  if (!solution) throw new Error('the challenge has no solution below maxnumber');
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Turns the forms' proof-of-work on or off (form_settings row 1), as staff do in the back office. */
export async function setProofOfWork(db: Db, value: FormProtection): Promise<void> {
  await db.insert(formSettings).values({ id: 1, proofOfWork: value }).onConflictDoUpdate({ target: formSettings.id, set: { proofOfWork: value } });
}
