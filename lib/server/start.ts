import 'server-only';
import { resolveAuthSecret } from './auth-secret';
import { ensureDatabase } from './boot';

/**
 * What a server process does before it answers: the Auth.js secret, then the database (locked,
 * migrated, seeded when empty). Lives here rather than in instrumentation.ts because that file is
 * also compiled for the Edge runtime, where process.exit does not exist.
 */
export async function startServer(): Promise<void> {
  try {
    // Auth.js reads process.env.AUTH_SECRET; set it before anything caches the environment.
    process.env.AUTH_SECRET ||= resolveAuthSecret();
    await ensureDatabase();
  } catch (error) {
    // One clear line and a clean exit: a failing register() otherwise turns every request into a 500.
    console.error(`Vitrine could not start: ${describeError(error)}`);
    process.exit(1);
  }
}

/** The root cause first (a driver's error wrapped by Drizzle), on one line. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const inner = error instanceof AggregateError && error.errors.length > 0 ? error.errors[0] : error.cause;
  let text = error.message.trim() || (error as NodeJS.ErrnoException).code || error.name;
  if (inner instanceof Error) text = `${describeError(inner)} (${text.split('\n')[0]})`;
  return text.replace(/:?\s*\n\s*/g, (m) => (m.startsWith(':') ? ': ' : '; '));
}
