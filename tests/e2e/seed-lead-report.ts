// Run by the e2e server's start command (playwright.config.ts), after the seed and before the server
// holds the database: one lead that came from the newsletter's `nov` campaign, created now, for the
// lead report journey (tests/e2e/lead-reports.signed-in.spec.ts). Once the contact form records its
// attribution (issue 32 §1), the journey can post the form itself instead.
import { randomUUID } from 'node:crypto';
import { loadCliEnv, openCliDb } from '../../scripts/cli-db';
import { campaignLead } from './support/lead-report';

async function main() {
  const env = loadCliEnv();
  const handle = await openCliDb('e2e lead seed', env);
  try {
    const { leads } = await import('../../db/schema');
    const at = new Date();
    const touch = { ...campaignLead.touch, at: at.toISOString() };
    await handle.db
      .insert(leads)
      .values({ uniqueKey: randomUUID(), module: 'contact', email: campaignLead.email, name: 'Nora Novembro', lastTouch: touch, firstTouch: touch, conversionPath: '/contact', createdAt: at })
      .onConflictDoNothing();
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`e2e lead seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
