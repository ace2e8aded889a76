import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { message } from './support/messages';

// axe on every back-office page, signed in as the administrator (who holds every route): no
// violation of any impact, WCAG 2.x A/AA and axe's best practices (landmark-unique is one), at a
// desktop width (and the editor on a phone). One test walks the pages so that the run stays short.

const rules = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A page reached directly, or the first detail page linked from a list. */
const pages: { path: string; detail?: string }[] = [
  { path: '/admin/dashboard' },
  { path: '/admin/users' },
  { path: '/admin/users/roles' },
  { path: '/admin/list-of-articles' },
  { path: '/admin/list-of-articles', detail: 'a[href^="/admin/compose/"]' },
  { path: '/admin/list-of-articles', detail: 'a[href^="/admin/preview/"]' },
  { path: '/admin/compose' },
  { path: '/admin/list-of-categories' },
  { path: '/admin/list-leads' },
  { path: '/admin/message-received' },
  { path: '/admin/settings' },
  { path: '/admin/seo' },
  { path: '/admin/settings-whatsapp' },
  { path: '/admin/layout-settings' },
  { path: '/admin/settings-profile' },
  { path: '/admin/audit-log' },
  { path: '/admin/audit-log', detail: 'a[href^="/admin/audit-log/"]' },
  { path: '/admin/outbox' },
  { path: '/admin/outbox', detail: 'a[href^="/admin/outbox/"]' },
];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(rules).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('every admin page has no accessibility violation', async ({ page }) => {
  test.setTimeout(240_000);
  const found: Record<string, string[]> = {};
  for (const target of pages) {
    const response = await page.goto(target.path);
    expect(response?.status(), target.path).toBe(200);
    let where = target.path;
    if (target.detail) {
      const link = page.locator(target.detail).first();
      // A list may be empty on a fresh database (the outbox before any mail): nothing to open then.
      if ((await link.count()) === 0) continue;
      where = (await link.getAttribute('href'))!;
      expect((await page.goto(where))?.status(), where).toBe(200);
    }
    await page.locator('main').first().waitFor();
    const list = await violations(page);
    if (list.length) found[where] = list;
  }

  // The user edit form (a dialog), opened from the users list.
  await page.goto('/admin/users');
  await page.getByRole('button', { name: new RegExp(`^${message('pt-BR', 'Users.actions.edit')}\\b`) }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const dialog = await violations(page);
  if (dialog.length) found['/admin/users (user dialog)'] = dialog;

  // The editor on a phone, where its publish actions become a bar fixed to the bottom of the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/compose');
  const phone = await violations(page);
  if (phone.length) found['/admin/compose (phone)'] = phone;

  expect(found).toEqual({});
});
