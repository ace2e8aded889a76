import 'server-only';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type DbOrTx } from '@/db/client';
import { formProtections, formSettings, spentChallenges, users, type FormProtection, type SpamReason } from '@/db/schema';
import { isApiKeyToken, resolveApiKey } from '@/lib/api-keys/authenticate';
import { hmacToken } from '@/lib/auth/tokens';
import type { Actor } from '@/lib/core/actor';
import { writeAudit } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { versionField } from '@/lib/core/version';
import { assertFreshVersion } from '@/lib/core/version-check';
import { logger } from '@/lib/logger';
import { genuineSolution, newChallenge, type AltchaChallenge } from './altcha';

/*
 * The contact and newsletter forms' proof-of-work (issue 32 §4, the ALTCHA protocol, self-hosted):
 * the challenge GET /api/contact/challenge hands out, and the check of the solution a post carries in
 * its `altcha` field: genuine, unexpired and used once. Single use is kept by the database (the
 * challenge's signature in spent_challenges, its primary key), so it holds across instances. The
 * setting (form_settings.proof_of_work, `on` until saved otherwise) turns the check off.
 */

/** The HMAC key of the challenges, derived from the server secret (AUTH_SECRET) for this one use. */
function challengeKey(): string {
  return hmacToken('altcha-challenge-hmac-key');
}

/** A fresh challenge for the `altcha` widget. */
export function issueChallenge(): Promise<AltchaChallenge> {
  return newChallenge(challengeKey());
}

const ROW_ID = 1;

/** Whether the contact and newsletter posts must carry a solution (on when never saved). */
export async function proofOfWorkSetting(db: DbOrTx): Promise<FormProtection> {
  const [row] = await db.select({ proofOfWork: formSettings.proofOfWork }).from(formSettings).where(eq(formSettings.id, ROW_ID)).limit(1);
  return row?.proofOfWork ?? 'on';
}

/**
 * True when the post may go through: the setting is off, the caller is exempt (an API key), or
 * `altcha` is a genuine, unexpired solution never used before (it is spent now, atomically: of two
 * posts with the same solution, one passes). False means a spam suspect (`no-proof`).
 */
export async function checkProof(altcha: string | null | undefined, options: { exempt?: boolean } = {}): Promise<boolean> {
  if (options.exempt) return true;
  const db = await getDb();
  if ((await proofOfWorkSetting(db)) === 'off') return true;
  const solution = await genuineSolution(altcha, challengeKey());
  if (!solution) return false;
  const spent = await db
    .insert(spentChallenges)
    .values({ signature: solution.signature, expiresAt: solution.expiresAt })
    .onConflictDoNothing()
    .returning({ signature: spentChallenges.signature });
  return spent.length === 1;
}

/**
 * Why a contact or newsletter post is a spam suspect, or null when it is not: the honeypot first,
 * then a blacklisted sender, then the per-address limit, and last the proof-of-work (checked, and
 * spent, only for a post nothing else caught).
 */
export async function spamReasonOf(
  caught: { honeypot: boolean; blacklisted?: boolean; overLimit: boolean },
  proof: { altcha: string | null | undefined; exempt?: boolean },
): Promise<SpamReason | null> {
  if (caught.honeypot) return 'honeypot';
  if (caught.blacklisted) return 'blacklisted';
  if (caught.overLimit) return 'rate-limit';
  return (await checkProof(proof.altcha, { exempt: proof.exempt })) ? null : 'no-proof';
}

/**
 * Whether the request is authenticated with a valid API key (`Authorization: Bearer vk_…`): a
 * server-to-server integration, which runs no browser, so it is exempt from the proof-of-work. The
 * honeypot and the rate limits still apply to it.
 */
export async function isApiKeyCaller(request: Request | null, ip: string): Promise<boolean> {
  const token = /^Bearer\s+(\S+)$/i.exec(request?.headers.get('authorization') ?? '')?.[1];
  if (!request || !token || !isApiKeyToken(token)) return false;
  try {
    return (await resolveApiKey(token, ip, { method: request.method, path: new URL(request.url).pathname })) !== null;
  } catch (error) {
    logger.warn({ err: error }, 'API key of a form post could not be checked');
    return false;
  }
}

const PURGE_BATCH = 5_000;

/** Spent challenges past their expiry (a solution is refused then anyway); answers how many went. */
export async function purgeSpentChallenges(now: Date, db: DbOrTx): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = db.select({ signature: spentChallenges.signature }).from(spentChallenges).where(lt(spentChallenges.expiresAt, now)).limit(PURGE_BATCH);
    const deleted = await db.delete(spentChallenges).where(inArray(spentChallenges.signature, batch)).returning({ signature: spentChallenges.signature });
    purged += deleted.length;
    if (deleted.length < PURGE_BATCH) return purged;
  }
}

/** PUT /api/lead/form-settings `{proof_of_work, version?}`. */
export const formSettingsInputSchema = z.object({
  proof_of_work: z.enum(formProtections, { error: 'Validation.invalidValue' }),
  version: versionField,
});
export type FormSettingsValues = z.output<typeof formSettingsInputSchema>;

export interface FormSettingsView {
  proofOfWork: FormProtection;
  /** 1 while the default is in force; the first save stores 2, each later one raises it (issue 33 §1). */
  version: number;
  /** When and by whom it was last saved; null while the default is in force. */
  updatedAt: string | null;
  updatedBy: { id: number; name: string } | null;
}

async function readFormSettings(db: DbOrTx): Promise<FormSettingsView> {
  const [row] = await db
    .select({ proofOfWork: formSettings.proofOfWork, version: formSettings.version, updatedAt: formSettings.updatedAt, userId: users.id, userName: users.fullName })
    .from(formSettings)
    .leftJoin(users, eq(users.id, formSettings.updatedBy))
    .where(eq(formSettings.id, ROW_ID))
    .limit(1);
  if (!row) return { proofOfWork: 'on', version: 1, updatedAt: null, updatedBy: null };
  return {
    proofOfWork: row.proofOfWork,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.userId === null || row.userName === null ? null : { id: row.userId, name: row.userName },
  };
}

function assertLeadsAccess(actor: Actor) {
  if (!actor.grants.includes('list-leads')) throw errors.accessDenied();
}

/** The forms' settings in force (the default, on, when never saved). Grant list-leads. */
export async function getFormSettings(actor: Actor): Promise<FormSettingsView> {
  assertLeadsAccess(actor);
  return readFormSettings(await getDb());
}

/** Saves the forms' settings (one row, upserted), audited as `form.settings`. Grant list-leads. */
export async function saveFormSettings(actor: Actor, values: FormSettingsValues): Promise<FormSettingsView> {
  assertLeadsAccess(actor);
  const db = await getDb();
  // Read at each post: nothing cached depends on it.
  return db.transaction(async (tx) => {
    // The row (when saved once) is locked, so the version compared is the one written over.
    await tx.select({ id: formSettings.id }).from(formSettings).where(eq(formSettings.id, ROW_ID)).for('update');
    const before = await readFormSettings(tx);
    await assertFreshVersion(tx, { given: values.version, current: before.version, entityType: 'form_setting', entityId: ROW_ID, savedAt: before.updatedAt, present: () => before });
    await tx
      .insert(formSettings)
      .values({ id: ROW_ID, proofOfWork: values.proof_of_work, version: 2, updatedBy: actor.id, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: formSettings.id, set: { proofOfWork: values.proof_of_work, updatedBy: actor.id, updatedAt: sql`now()` } });
    await writeAudit(tx, actor, {
      action: 'form.settings',
      entityType: 'form_setting',
      entityId: ROW_ID,
      details:
        before.proofOfWork === values.proof_of_work
          ? { proof_of_work: values.proof_of_work, unchanged: true }
          : { proof_of_work: { from: before.proofOfWork, to: values.proof_of_work } },
    });
    return readFormSettings(tx);
  });
}
