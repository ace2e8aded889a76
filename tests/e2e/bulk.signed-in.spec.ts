import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminViolations } from './support/axe';
import { message } from './support/messages';
import { solvedAltcha } from './support/proof-of-work';

// Bulk actions (issue 33 §5): select rows of a list, pick an action, confirm the count, read the
// summary. Admin session, pt-BR.

/** The pt-BR text of a key: {name} filled in; a plural picks `one` for 1 and `other` otherwise. */
const t = (key: string, values: Record<string, string | number> = {}) =>
  message('pt-BR', key)
    .replace(/\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}/g, (_, name: string, one: string, other: string) =>
      (values[name] === 1 ? one : other).replace('#', String(values[name])),
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

const cover = path.resolve(__dirname, '..', 'fixtures', 'cover.png');

async function twoDrafts(page: Page, stamp: number): Promise<{ id: number; title: string }[]> {
  await page.goto('/admin/list-of-articles');
  const headers = { origin: new URL(page.url()).origin };
  const upload = await page.request.post('/api/upload', {
    headers,
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: readFileSync(cover) }, alt: 'Um farol ao entardecer', locale: 'pt-BR' },
  });
  expect(upload.status()).toBe(201);
  const image = (await upload.json()).data.url as string;
  const categories = await (await page.request.post('/api/category/categories-list', { headers, data: { limit: 10, page: 1 } })).json();
  const drafts = [];
  for (const n of [1, 2]) {
    const title = `Lote ${stamp} ${n}`;
    const created = await page.request.post('/api/article/article', {
      headers,
      data: { title, content: `<p>Texto ${n}.</p>`, categories: [categories.data.items[0].id], image },
    });
    expect(created.status()).toBe(201);
    drafts.push({ id: (await created.json()).data.id as number, title });
  }
  return drafts;
}

test('select two drafts in the articles list and publish them: the confirmation shows 2, both show Published', async ({ page }) => {
  const stamp = Date.now();
  const drafts = await twoDrafts(page, stamp);
  await page.goto(`/admin/list-of-articles?search=${encodeURIComponent(`Lote ${stamp}`)}`);
  const rows = page.getByRole('row').filter({ hasText: `Lote ${stamp}` });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toContainText(t('Admin.articles.statuses.draft'));

  for (const d of drafts) await page.getByRole('checkbox', { name: t('Bulk.ui.selectRow', { id: d.id }) }).check();
  const bar = page.getByRole('region', { name: t('Bulk.ui.bar') });
  await expect(bar).toContainText(t('Bulk.ui.selected', { count: 2 }));
  await bar.getByRole('combobox', { name: t('Bulk.ui.action') }).selectOption('publish');
  await bar.getByRole('button', { name: t('Bulk.ui.apply') }).click();

  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(t('Bulk.ui.confirmBody', { count: 2 }));
  await expect(page).toHaveURL(/list-of-articles/);
  expect(await adminViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: t('Bulk.ui.confirm') }).click();

  const summary = page.getByRole('dialog', { name: t('Bulk.ui.summaryTitle') });
  await expect(summary.getByRole('status')).toHaveText(t('Bulk.summary', { done: 2, failed: 0 }));
  await summary.getByRole('button', { name: t('Bulk.ui.close') }).click();
  await expect(rows.filter({ hasText: t('Admin.articles.statuses.published') })).toHaveCount(2);
});

test('select a received message and archive it in bulk', async ({ page }) => {
  const stamp = Date.now();
  await page.goto('/admin/message-received');
  const subject = `Lote ${stamp}`;
  const sent = await page.request.post('/api/contact/contact', {
    data: { name: 'Bia', email: `bia.${stamp}@example.com`, phone: '11 91234-5678', company: 'Acme', subject, message: 'Olá.', altcha: await solvedAltcha() },
    headers: { 'accept-language': 'pt-BR' },
  });
  expect(sent.status()).toBe(201);
  const id = (await sent.json()).data.id as number;
  await page.goto('/admin/message-received');
  await page.getByRole('checkbox', { name: t('Bulk.ui.selectRow', { id }) }).check();
  const bar = page.getByRole('region', { name: t('Bulk.ui.bar') });
  await bar.getByRole('combobox', { name: t('Bulk.ui.action') }).selectOption('archive');
  await bar.getByRole('button', { name: t('Bulk.ui.apply') }).click();
  await expect(page.getByRole('alertdialog')).toContainText(t('Bulk.ui.confirmBody', { count: 1 }));
  await page.getByRole('alertdialog').getByRole('button', { name: t('Bulk.ui.confirm') }).click();
  await expect(page.getByRole('dialog', { name: t('Bulk.ui.summaryTitle') }).getByRole('status')).toHaveText(t('Bulk.summary', { done: 1, failed: 0 }));
  await page.getByRole('button', { name: t('Bulk.ui.close') }).click();
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toHaveCount(0);
  await page.goto('/admin/message-received?tab=archived');
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toBeVisible();
});

test('on a phone the article cards carry the same selection: a card checkbox and "select all on this page"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stamp = Date.now();
  const drafts = await twoDrafts(page, stamp);
  await page.goto(`/admin/list-of-articles?search=${encodeURIComponent(`Lote ${stamp}`)}`);
  const cards = page.getByTestId('article-card').filter({ hasText: `Lote ${stamp}` });
  await expect(cards).toHaveCount(2);
  const bar = page.getByRole('region', { name: t('Bulk.ui.bar') });

  await cards.filter({ hasText: drafts[0].title }).getByRole('checkbox', { name: t('Bulk.ui.selectRow', { id: drafts[0].id }) }).check();
  await expect(bar).toContainText(t('Bulk.ui.selected', { count: 1 }));
  const pageToggle = page.getByRole('checkbox', { name: t('Bulk.ui.selectPage') });
  await pageToggle.check();
  await expect(bar).toContainText(t('Bulk.ui.selected', { count: 2 }));
  for (const d of drafts) await expect(page.getByRole('checkbox', { name: t('Bulk.ui.selectRow', { id: d.id }) })).toBeChecked();
  expect(await adminViolations(page)).toEqual([]);
  await pageToggle.uncheck();
  await expect(page.getByRole('checkbox', { name: t('Bulk.ui.selectRow', { id: drafts[1].id }) })).not.toBeChecked();
});
