import { test } from '@playwright/test';
import { solveAltcha, type ChallengeToSolve } from '../../support/altcha-solve';

/**
 * The `altcha` field of a post that does what the site's forms do: a challenge from the e2e
 * server's GET /api/contact/challenge, solved (lib/spam: without it the post is a spam suspect).
 */
export async function solvedAltcha(): Promise<string> {
  const res = await fetch(new URL('/api/contact/challenge', test.info().project.use.baseURL));
  if (!res.ok) throw new Error(`GET /api/contact/challenge answered ${res.status}`);
  return solveAltcha((await res.json()) as ChallengeToSolve);
}
