import { formSettings, type FormProtection } from '@/db/schema';
import type { Db } from '@/db/client';
import type { AltchaChallenge } from '@/lib/spam/altcha';
import { issueChallenge } from '@/lib/spam/proof-of-work';
import { solveAltcha } from './altcha-solve';

/** The `altcha` field of a solved challenge (a fresh one from the server when none is given). */
export async function solvedAltcha(challenge?: AltchaChallenge): Promise<string> {
  return solveAltcha(challenge ?? (await issueChallenge()));
}

/** Turns the forms' proof-of-work on or off (form_settings row 1), as staff do in the back office. */
export async function setProofOfWork(db: Db, value: FormProtection): Promise<void> {
  await db.insert(formSettings).values({ id: 1, proofOfWork: value }).onConflictDoUpdate({ target: formSettings.id, set: { proofOfWork: value } });
}
