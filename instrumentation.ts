// Next runs register() once when a server process starts (never during `next build`): the
// database is locked, migrated and, on first start, seeded before the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    const { resolveAuthSecret } = await import('./lib/server/auth-secret');
    // Auth.js reads process.env.AUTH_SECRET; set it before anything caches the environment.
    process.env.AUTH_SECRET ||= resolveAuthSecret();
    const { ensureDatabase } = await import('./lib/server/boot');
    await ensureDatabase();
  } catch (error) {
    // One clear line and a clean exit: a failing register() otherwise turns every request into a 500.
    console.error(`Vitrine could not start: ${describeError(error)}`);
    process.exit(1);
  }
}

/** The root cause first (a driver's error wrapped by Drizzle), on one line. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const inner = error instanceof AggregateError && error.errors.length > 0 ? error.errors[0] : error.cause;
  let text = error.message.trim() || (error as NodeJS.ErrnoException).code || error.name;
  if (inner instanceof Error) text = `${describeError(inner)} (${text.split('\n')[0]})`;
  return text.replace(/:?\s*\n\s*/g, (m) => (m.startsWith(':') ? ': ' : '; '));
}
