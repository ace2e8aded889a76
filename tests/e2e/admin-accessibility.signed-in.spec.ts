import { expect, test } from '@playwright/test';
import { adminViolations as violations } from './support/axe';
import { message } from './support/messages';

// axe on every back-office page, signed in as the administrator (who holds every route): no
// violation of any impact, WCAG 2.x A/AA and axe's best practices (landmark-unique is one), at a
// desktop width (and the editor on a phone).

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
  { path: '/admin/navigation' },
  { path: '/admin/settings-profile' },
  { path: '/admin/api-keys' },
  { path: '/admin/audit-log' },
  { path: '/admin/audit-log', detail: 'a[href^="/admin/audit-log/"]' },
  { path: '/admin/outbox' },
  { path: '/admin/outbox', detail: 'a[href^="/admin/outbox/"]' },
  { path: '/admin/webhooks' },
  { path: '/admin/faq' },
  { path: '/admin/media' },
  { path: '/admin/pages' },
  { path: '/admin/pages', detail: 'a[href^="/admin/pages/"]' },
];


// One test per page: each has its own time limit (axe takes seconds per page on a loaded machine)
// and a failure names its page.
for (const target of pages) {
  const name = target.detail ? `a page opened from ${target.path} (${target.detail})` : target.path;
  test(`${name} has no accessibility violation`, async ({ page }) => {
    const response = await page.goto(target.path);
    expect(response?.status(), target.path).toBe(200);
    let where = target.path;
    if (target.detail) {
      const link = page.locator(target.detail).first();
      // A list may be empty on a fresh database (the outbox before any mail): nothing to open then.
      if ((await link.count()) === 0) return;
      where = (await link.getAttribute('href'))!;
      expect((await page.goto(where))?.status(), where).toBe(200);
    }
    await page.locator('main').first().waitFor();
    expect(await violations(page), where).toEqual([]);
  });
}

test('the user edit dialog has no accessibility violation', async ({ page }) => {
  await page.goto('/admin/users');
  await page.getByRole('button', { name: new RegExp(`^${message('pt-BR', 'Users.actions.edit')}\\b`) }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the editor on a phone has no accessibility violation', async ({ page }) => {
  // Where its publish actions become a bar fixed to the bottom of the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/compose');
  await page.locator('main').first().waitFor();
  expect(await violations(page)).toEqual([]);
});
