import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { message } from './support/messages';
import { solvedAltcha } from './support/proof-of-work';

// A visitor's contact message reaches the inbox unread; staff open it, mark the sender as a lead,
// classify the lead hot and export the leads as CSV. Admin session, pt-BR.

const t = (key: string) => message('pt-BR', key);

test('a contact message becomes a hot lead in the CSV export', async ({ page }) => {
  const stamp = Date.now();
  const email = `visitante.${stamp}@example.com`;
  const subject = `Orçamento ${stamp}`;
  const sent = await page.request.post('/api/contact/contact', {
    data: { name: 'Zoë "Zee" Souza', email, phone: '11 91234-5678', company: 'Ação; Ltda', subject, message: 'Olá,\nqueremos um orçamento.', altcha: await solvedAltcha() },
    headers: { 'accept-language': 'pt-BR' },
  });
  expect(sent.status()).toBe(201);

  // Unread: bold in the list, counted in the menu.
  await page.goto('/admin/message-received');
  await expect(page.getByRole('heading', { level: 1, name: t('Inbox.title') })).toBeVisible();
  const item = page.getByRole('link', { name: new RegExp(subject) });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item).toHaveCSS('font-weight', '700');
  const badge = page.getByTestId('sidebar-unread');
  await expect(badge).toBeVisible();
  const unreadBefore = Number((await badge.locator('[aria-hidden="true"]').textContent()) ?? '0');
  expect(unreadBefore).toBeGreaterThan(0);

  // Opening marks it read.
  await item.click();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(item).not.toHaveAttribute('data-unread', 'true');
  await expect(item).toHaveCSS('font-weight', '400');
  if (unreadBefore === 1) await expect(badge).toHaveCount(0);
  else await expect(badge.locator('[aria-hidden="true"]')).toHaveText(String(unreadBefore - 1));

  // Mark as lead: it shows in the Leads tab.
  await page.getByRole('button', { name: t('Inbox.actions.markLead') }).click();
  await expect(page.getByText(t('Inbox.success.markedLead'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('Inbox.actions.unmarkLead') })).toBeVisible();
  await page.getByRole('navigation', { name: t('Inbox.tabsLabel') }).getByRole('link', { name: t('Inbox.tabs.leads') }).click();
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toBeVisible();

  // Find the lead and classify it hot, after confirmation.
  await page.goto(`/admin/list-leads?search=${encodeURIComponent(email)}`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t('Leads.modules.contact'));
  const classification = row.getByRole('combobox');
  await classification.selectOption('hot');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: t('Leads.confirm.confirm') }).click();
  await expect(page.getByText(t('Leads.success.classificationUpdated'))).toBeVisible();
  // The classification is in the row's detail (the table keeps to the columns that fit a laptop).
  await expect(row.getByRole('combobox')).toHaveValue('hot');
  await row.getByText(t('Leads.details'), { exact: true }).click();
  await expect(row.getByRole('definition').filter({ hasText: new RegExp(`^${t('Leads.classifications.hot')}$`) })).toBeVisible();

  // Export the filtered list: the file parses and holds the lead, classified hot.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: t('Leads.exportCsv') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{2}-\d{2}-\d{2}\.csv$/);
  const file = readFileSync((await download.path())!);
  const [header, ...rows]: string[][] = parse(file, { delimiter: ';', bom: true });
  expect(header).toContain(t('Leads.columns.classification'));
  const lead = rows.find((r) => r[header.indexOf(t('Leads.columns.email'))] === email);
  expect(lead).toBeDefined();
  expect(lead![header.indexOf(t('Leads.columns.classification'))]).toBe(t('Leads.classifications.hot'));
  expect(lead![header.indexOf(t('Leads.columns.name'))]).toBe('Zoë "Zee" Souza');
  expect(lead![header.indexOf(t('Leads.columns.enterprise'))]).toBe('Ação; Ltda');
});
