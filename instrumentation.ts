// Next runs register() once when a server process starts (never during `next build`) and holds
// requests until it resolves: the database is locked, migrated and, on first start, seeded first.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/server/start');
  await startServer();
}
