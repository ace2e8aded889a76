import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { oneTimeTokens } from '@/db/schema';

// The two steps every emailed code shares (password recovery, device verification): a wrong try is
// counted in the row itself, and a right one uses the code up once.

/** Counts a wrong code atomically; the `max`-th wrong one uses the code up. */
export async function countWrongCode(db: DbOrTx, tokenId: number, max: number): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({
      attempts: sql`${oneTimeTokens.attempts} + 1`,
      usedAt: sql`case when ${oneTimeTokens.attempts} + 1 >= ${max} then now() else null end`,
    })
    .where(eq(oneTimeTokens.id, tokenId));
}

/** Marks the code used; false when it already was (single use, even under concurrent requests: only one marks it). */
export async function spendCode(db: DbOrTx, tokenId: number): Promise<boolean> {
  const used = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return used.length > 0;
}
