import type { Page } from '@playwright/test';

/**
 * Waits until every finite animation on the page has ended. A dialog fades in: axe measuring text
 * contrast mid-fade sees the muted hints at part opacity and reports a contrast the finished dialog
 * does not have (seen on a loaded CI machine).
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .every((animation) => animation.playState === 'finished' || animation.playState === 'idle'),
  );
}
