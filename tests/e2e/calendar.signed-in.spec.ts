import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminViolations } from './support/axe';
import { message } from './support/messages';

// Issue 33 §6, done when: moving a scheduled article two days later changes its published_at (same
// time of day), by the "Move to date" menu, the arrow keys and a drag, with axe on the month view and the phone's list by day. §3: the revisions panel
// compares an earlier version with the current one, word by word. Admin session, pt-BR. The article
// is made through the API (published with a future published_at, a cover described in pt-BR) and
// deleted afterwards.

const t = (key: string, values: Record<string, string | number> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const cover = path.resolve(__dirname, '..', 'fixtures', 'cover.png');
const DAY = 86_400_000;
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

let created: { id: number; unique_key: string } | null = null;

async function origin(page: Page) {
  if (page.url() === 'about:blank') await page.goto('/admin/calendar');
  return { origin: new URL(page.url()).origin };
}

test.afterEach(async ({ page }) => {
  if (!created) return;
  const res = await page.request.delete(`/api/article/article/${created.id}/${created.unique_key}`, { headers: await origin(page) });
  expect(res.ok(), await res.text()).toBeTruthy();
  created = null;
});

test('a scheduled article moves two days later on the calendar, keeping its time; the phone shows a list', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = await origin(page);
  const upload = await page.request.post('/api/upload', {
    headers,
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: readFileSync(cover) }, alt: 'Um calendário na parede', locale: 'pt-BR' },
  });
  expect(upload.status()).toBe(201);
  const image = (await upload.json()).data.url as string;
  const categories = await (await page.request.post('/api/category/categories-list', { headers, data: { limit: 10, page: 1 } })).json();
  const title = `Agendado ${Date.now().toString(36)}`;
  const publishedAt = new Date(Date.now() + 3 * DAY);
  publishedAt.setUTCSeconds(0, 0);
  const res = await page.request.post('/api/article/article', {
    headers,
    data: { title, content: '<p>Texto agendado.</p>', categories: [categories.data.items[0].id], image, status: 'published', published_at: publishedAt.toISOString() },
  });
  expect(res.status(), await res.text()).toBe(201);
  created = (await res.json()).data as { id: number; unique_key: string };
  const id = created.id;

  // The month of its publication date (in UTC; the item's own cell says its day in the site's time zone).
  await page.goto(`/admin/calendar?view=month&date=${publishedAt.toISOString().slice(0, 10)}`);
  await expect(page.getByRole('heading', { level: 1, name: t('Calendar.title') })).toBeVisible();
  const item = page.getByTestId('calendar-grid').locator(`[data-testid="calendar-item"][data-id="${id}"]`);
  await expect(item).toBeVisible();
  await expect(item.getByTestId('calendar-item-status')).toHaveText(t('Calendar.statuses.scheduled'));
  expect(await adminViolations(page)).toEqual([]);

  // "Move to date": two days after its day, same time.
  const day = await item.locator('xpath=ancestor::td').getAttribute('data-day');
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const target = plusDays(day ?? '', 2);
  // Its button's name: the visible words, then the item and the keys for screen readers.
  await item.getByRole('button', { name: `${t('Calendar.move')} ${t('Calendar.moveLabel', { title })}` }).click();
  await item.getByLabel(t('Calendar.newDate')).fill(target);
  await item.getByRole('button', { name: t('Calendar.confirmMove'), exact: true }).click();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/article/article/${id}`)).json()).data as { published_at: string }).published_at)
    .toBe(new Date(publishedAt.getTime() + 2 * DAY).toISOString());
  await expect(page.getByTestId('calendar-error')).toHaveText('');

  // The keyboard, in the month of its new day (so the day before is on the grid too): the arrow keys
  // on its move button move it a day earlier (through the status route, with the version).
  await page.goto(`/admin/calendar?view=month&date=${target}`);
  const publishedAtNow = async () => ((await (await page.request.get(`/api/article/article/${id}`)).json()).data as { published_at: string }).published_at;
  const moveButton = () => item.getByRole('button', { name: `${t('Calendar.move')} ${t('Calendar.moveLabel', { title })}` });
  const dayOfItem = () => item.locator('xpath=ancestor::td');
  await expect(dayOfItem()).toHaveAttribute('data-day', target);
  await moveButton().press('ArrowLeft');
  await expect.poll(publishedAtNow).toBe(new Date(publishedAt.getTime() + DAY).toISOString());
  await expect(dayOfItem()).toHaveAttribute('data-day', plusDays(target, -1));
  // And by dragging it (HTML drag and drop) back onto its day: dropped near the top of the day's cell,
  // level with the item (a week with many items has cells taller than the window, and the middle of
  // the target cell may be out of sight: a drag that has to scroll loses its drop).
  // When its day starts a week, the item sits in the week above, whose row can be taller than the
  // window (other tests' articles of today): the window is made tall enough to show both with the
  // item in its middle (where Playwright scrolls a drag's source).
  const targetCell = page.getByTestId('calendar-grid').locator(`td[data-day="${target}"]`);
  const [from, to] = [await item.boundingBox(), await targetCell.boundingBox()];
  if (from && to) {
    const span = Math.max(from.y + from.height, to.y + 48) - Math.min(from.y, to.y);
    await page.setViewportSize({ width: 1280, height: Math.max(720, 2 * Math.ceil(span) + 200) });
    await item.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  }
  await item.dragTo(targetCell, { targetPosition: { x: 24, y: 24 } });
  await expect.poll(publishedAtNow).toBe(new Date(publishedAt.getTime() + 2 * DAY).toISOString());
  await expect(dayOfItem()).toHaveAttribute('data-day', target);

  // Its new day, on a phone: the list grouped by day shows it, with its status in words.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/calendar?view=week&date=${target}`);
  const listed = page.getByTestId('calendar-list').locator(`[data-testid="calendar-item"][data-id="${id}"]`);
  await expect(listed).toBeVisible();
  await expect(listed).toContainText(title);
  await expect(listed).toContainText(t('Calendar.statuses.scheduled'));
  await expect(page.getByTestId('calendar-grid')).toBeHidden();
});

test('the revisions panel compares an earlier version with the current one, word by word', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = await origin(page);
  const upload = await page.request.post('/api/upload', {
    headers,
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: readFileSync(cover) }, alt: 'Um farol ao entardecer', locale: 'pt-BR' },
  });
  const image = (await upload.json()).data.url as string;
  const categories = await (await page.request.post('/api/category/categories-list', { headers, data: { limit: 10, page: 1 } })).json();
  const title = `Comparado ${Date.now().toString(36)}`;
  const body = (content: string) => ({ title, content, categories: [categories.data.items[0].id], image, status: 'published' });
  const res = await page.request.post('/api/article/article', { headers, data: body('<p>O farol antigo brilha.</p>') });
  expect(res.status(), await res.text()).toBe(201);
  created = (await res.json()).data as { id: number; unique_key: string };
  const saved = await page.request.put(`/api/article/article/${created.id}/${created.unique_key}`, { headers, data: body('<p>O farol novo brilha.</p>') });
  expect(saved.ok(), await saved.text()).toBeTruthy();

  await page.goto(`/admin/compose/${created.unique_key}/${created.id}`);
  const panel = page.getByTestId('revision-compare');
  await expect(panel.getByLabel(t('RevisionsCompare.after'))).toHaveValue('current');
  await panel.getByRole('button', { name: t('RevisionsCompare.compare') }).click();
  const diff = panel.getByTestId('revision-diff');
  // The body text (the excerpt, derived from it, changed too).
  const text = diff.getByRole('region', { name: t('RevisionsCompare.fields.text') });
  await expect(text.getByRole('deletion')).toContainText('antigo');
  await expect(text.getByRole('insertion')).toContainText('novo');
  await expect(diff).toContainText('Admin');
});
