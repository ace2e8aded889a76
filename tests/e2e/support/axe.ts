import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What the back office is held to: WCAG 2.x A/AA and axe's best practices (landmark-unique is one), any impact. */
export const adminAxeRules = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's findings on the page, one line each (rule, impact, where). The frames are our sandboxed previews
 * (an outbox e-mail, the layout thumbnails): axe cannot run inside a frame without scripts, and its
 * cross-frame pass (a blank page of its own) then never finishes. Legacy mode runs axe in the page
 * alone; the frame element itself (its title) is still checked, and what a layout thumbnail shows is
 * checked on its own page.
 */
export async function adminViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(adminAxeRules).options({ iframes: false }).setLegacyMode(true).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')}`);
}
