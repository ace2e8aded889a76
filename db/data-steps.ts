import 'server-only';
import type { Db } from './client';
import { dataSteps } from './schema/pages';
import { seedDefaultPages } from './seed-data/pages';

/**
 * Data a migration's SQL cannot write, run once per database after the SQL migrations (db/migrate.ts),
 * on a new database as on an upgraded one: each step runs in a transaction that first claims its
 * name in data_steps, so a second instance migrating at the same time waits for the first and then
 * skips the step (and a failed step leaves nothing, to be tried again at the next start).
 */
const steps: { name: string; run: (tx: Db) => Promise<void> }[] = [
  // Issue 30 §1: today's home (both designs) and /rc-sistemI become pages in every language, with
  // the texts the catalogues held.
  { name: '0018_seed_pages', run: seedDefaultPages },
];

export async function runDataSteps(db: Db): Promise<void> {
  for (const step of steps) {
    await db.transaction(async (tx) => {
      const claimed = await tx.insert(dataSteps).values({ name: step.name }).onConflictDoNothing().returning({ name: dataSteps.name });
      if (claimed.length === 0) return;
      await step.run(tx as unknown as Db);
    });
  }
}
