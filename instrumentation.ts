// Next runs register() once when a server process starts (never during `next build`) and holds
// requests until it resolves: the database is locked, migrated and, on first start, seeded first.
// Then the periodic jobs start (lib/jobs/scheduler.ts: unref'd timers, one instance at a time).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/server/start');
  await startServer();
  const { startScheduler } = await import('./lib/jobs/scheduler');
  startScheduler();
  // The redirects and the 404 counts, asked by the production server before anything else (lib/redirects/serving.ts).
  const { installSiteEdge } = await import('./lib/redirects/serving');
  installSiteEdge();
}
