import 'server-only';
import { after } from 'next/server';
import { logger } from '@/lib/logger';

/**
 * Work that must not hold up an answer (e.g. the recovery email, whose cost would otherwise tell a
 * known address from an unknown one). Inside a request, server action or render it runs through
 * Next's `after()`, once the answer has been sent; elsewhere (lib functions called directly: tests,
 * commands) it starts on the next turn of the event loop. Either way a failure is logged, never
 * thrown, and `settleBackground()` waits for whatever has started.
 */
const pending = new Set<Promise<void>>();

function track(label: string, task: () => Promise<unknown>): Promise<void> {
  const run: Promise<void> = task()
    .then(() => undefined)
    .catch((error: unknown) => logger.error({ err: error, job: label }, 'background work failed'))
    .finally(() => pending.delete(run));
  pending.add(run);
  return run;
}

export function runInBackground(label: string, task: () => Promise<unknown>): void {
  try {
    // Throws outside a request scope; inside one, Next runs the callback after the response.
    after(() => track(label, task));
    return;
  } catch {
    // Not in a request scope: fall through to a plain deferred start.
  }
  // Tracked from now, started after the current synchronous work and pending microtasks (the
  // caller's answer) so that it does not run ahead of them.
  const started = new Promise<void>((resolve) => setImmediate(resolve)).then(() => track(label, task));
  const handle: Promise<void> = started.finally(() => pending.delete(handle));
  pending.add(handle);
}

/** Resolves when every piece of background work started so far (and any it started) has finished. */
export async function settleBackground(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
