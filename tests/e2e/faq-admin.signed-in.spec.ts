import { expect, test } from '@playwright/test';
import { adminViolations as violations } from './support/axe';
import { message } from './support/messages';

// The administrator adds a question on /admin/faq (its answer in the rich-text editor), sees it on
// the public /faq/{product} page with its FAQPage data at once, deletes it after confirmation, and the
// page is gone. Admin session, pt-BR.

const t = (key: string, values: Record<string, string> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

test('an admin creates a FAQ that appears on /faq/{product}, then deletes it', async ({ page }) => {
  const stamp = Date.now();
  const product = `e2e-${stamp}`;
  const question = `Como funciona o teste ${stamp}?`;

  await page.goto('/admin/faq');
  await expect(page.getByRole('heading', { level: 1, name: t('FaqAdmin.title') })).toBeVisible();

  // Create: the required fields are checked first.
  await page.getByRole('button', { name: t('FaqAdmin.newFaq') }).click();
  const form = page.getByRole('dialog', { name: t('FaqAdmin.form.createTitle') });
  await form.getByRole('button', { name: t('FaqAdmin.form.save') }).click();
  await expect(form.getByText(t('FaqAdmin.errors.questionRequired'))).toBeVisible();
  await form.getByRole('textbox', { name: t('FaqAdmin.form.question'), exact: true }).fill(question);
  const answer = form.getByRole('textbox', { name: t('FaqAdmin.form.answer') });
  await answer.click();
  await page.keyboard.type('Com um navegador de verdade.');
  await form.getByLabel(t('FaqAdmin.form.product')).fill(product);
  await form.getByLabel(t('FaqAdmin.form.locale')).selectOption('pt-BR');
  expect(await violations(page)).toEqual([]);
  await form.getByRole('button', { name: t('FaqAdmin.form.save') }).click();
  await expect(page.getByText(t('Success.faqCreated'))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: question });
  await expect(row).toHaveCount(1);
  expect(await violations(page)).toEqual([]);

  // The public page shows it at once, with its FAQPage data.
  const res = await page.goto(`/faq/${product}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByText(question)).toBeVisible();
  // The answer renders as HTML (its paragraph), not as its tags.
  await page.getByText(question).click();
  const item = page.getByTestId('faq-item').filter({ hasText: question });
  await expect(item.locator('p', { hasText: 'Com um navegador de verdade.' })).toBeVisible();
  await expect(item).not.toContainText('<p>');
  const structuredData = (await page.locator('script[type="application/ld+json"]').allTextContents()).find((text) => text.includes('"FAQPage"'));
  expect(structuredData).toContain(question);

  // Delete, after confirmation: the page is gone.
  await page.goto(`/admin/faq?product=${product}`);
  await page.getByRole('row').filter({ hasText: question }).getByRole('button', { name: t('Admin.rowMenu.label', { name: question }) }).click();
  await page.getByRole('menuitem', { name: t('FaqAdmin.actions.delete') }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(t('FaqAdmin.confirm.deleteTitle', { name: question }));
  await confirm.getByRole('button', { name: t('FaqAdmin.confirm.confirm') }).click();
  await expect(page.getByText(t('Success.faqDeleted'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: question })).toHaveCount(0);
  expect((await page.goto(`/faq/${product}`))?.status()).toBe(404);
});
