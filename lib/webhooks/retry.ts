// The delivery policy of issue 20, kept pure (the job, the docs and the tests read the same numbers).

/** Attempts in all: the first, then 7 retries. */
export const MAX_WEBHOOK_ATTEMPTS = 8;
export const FIRST_RETRY_MS = 60_000;
/** An endpoint whose attempts have failed this long, with no success between, is paused. */
export const PAUSE_AFTER_FAILING_MS = 3 * 24 * 60 * 60_000;

/** When the attempt after `failedAttempts` failures is due: 1 min after the first, doubling. */
export function retryDelayMs(failedAttempts: number): number {
  return FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1);
}
