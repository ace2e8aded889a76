import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminViolations } from './support/axe';
import { describeCover } from './support/cover';
import { message } from './support/messages';

// Issue 31 §3: an article with a YouTube video, a table, a callout and a button link, written
// through the editor's toolbar, published, and read on the public page. The video is a facade: no
// request reaches a video host until the play button is clicked. Every request to those hosts is
// aborted, so the test never uses the network.

const t = (key: string) => message('pt-BR', key);
const cover = path.resolve(__dirname, '..', 'fixtures', 'cover.png');
const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|youtu\.be|vimeo\.com|vimeocdn\.com|vumbnail\.com)$/;

function editor(page: Page) {
  return page.getByRole('textbox', { name: t('Admin.compose.fields.content') });
}

function toolbarButton(page: Page, key: string) {
  return page.getByRole('toolbar', { name: t('Admin.compose.editor.toolbar') }).getByRole('button', { name: t(key), exact: true });
}

test('an article with a video, a table, a callout and a button: written in the editor, no video request before the click', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (req) => {
    if (VIDEO_HOSTS.test(new URL(req.url()).hostname)) videoRequests.push(req.url());
  });
  await page.context().route(
    (url) => VIDEO_HOSTS.test(url.hostname),
    (route) => route.abort(),
  );

  await page.goto('/admin/compose');
  const title = `Artigo rico ${Date.now()}`;
  await page.getByRole('textbox', { name: t('Admin.compose.fields.title'), exact: true }).fill(title);
  await editor(page).click();
  await page.keyboard.type('Um parágrafo de introdução.');
  await page.keyboard.press('Enter');

  // Video: the dialog refuses another host, then takes a YouTube address and a title.
  await toolbarButton(page, 'RichBlocks.video.insert').click();
  const videoDialog = page.getByRole('dialog', { name: t('RichBlocks.video.dialogTitle') });
  await videoDialog.getByLabel(t('RichBlocks.video.url')).fill('https://evil.example/watch?v=dQw4w9WgXcQ');
  await videoDialog.getByLabel(t('RichBlocks.video.title')).fill('Demonstração do produto');
  await videoDialog.getByRole('button', { name: t('RichBlocks.insert') }).click();
  await expect(videoDialog.getByText(t('RichBlocks.video.invalidUrl'))).toBeVisible();
  await videoDialog.getByLabel(t('RichBlocks.video.url')).fill('https://youtu.be/dQw4w9WgXcQ');
  await videoDialog.getByRole('button', { name: t('RichBlocks.insert') }).click();
  await expect(videoDialog).toBeHidden();
  await expect(editor(page).locator('[data-rich-editor="video"]')).toContainText('Demonstração do produto');

  // Button link: a javascript: address is refused.
  await toolbarButton(page, 'RichBlocks.button.insert').click();
  const buttonDialog = page.getByRole('dialog', { name: t('RichBlocks.button.dialogTitle') });
  await buttonDialog.getByLabel(t('RichBlocks.button.text')).fill('Fale conosco');
  await buttonDialog.getByLabel(t('RichBlocks.button.url')).fill('javascript:alert(1)');
  await buttonDialog.getByRole('button', { name: t('RichBlocks.insert') }).click();
  await expect(buttonDialog.getByText(t('RichBlocks.button.invalidUrl'))).toBeVisible();
  await buttonDialog.getByLabel(t('RichBlocks.button.url')).fill('/contact');
  await buttonDialog.getByRole('button', { name: t('RichBlocks.insert') }).click();
  await expect(buttonDialog).toBeHidden();

  // Table: inserted with a header row, filled in, one more row.
  await toolbarButton(page, 'RichBlocks.table.insert').click();
  const table = editor(page).locator('table');
  await expect(table.locator('tr')).toHaveCount(3);
  await table.locator('th').first().click();
  await page.keyboard.type('Plano');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Preço');
  // Every column is named (axe: empty-table-header).
  await page.keyboard.press('Tab');
  await page.keyboard.type('Suporte');
  await table.locator('td').first().click();
  await page.keyboard.type('Básico');
  await toolbarButton(page, 'RichBlocks.table.addRow').click();
  await expect(table.locator('tr')).toHaveCount(4);
  await expect(table.locator('th')).toHaveCount(3);

  // Callout: the paragraph after the table becomes a tip.
  await editor(page).locator('> p').last().click();
  await page.keyboard.type('Uma dica importante.');
  await toolbarButton(page, 'RichBlocks.callout.insert').click();
  const calloutDialog = page.getByRole('dialog', { name: t('RichBlocks.callout.dialogTitle') });
  await calloutDialog.getByLabel(t('RichBlocks.callout.types.tip')).check();
  await calloutDialog.getByRole('button', { name: t('RichBlocks.insert') }).click();
  await expect(editor(page).locator('[data-callout="tip"]')).toContainText('Uma dica importante.');
  await expect(toolbarButton(page, 'RichBlocks.callout.insert')).toHaveAttribute('aria-pressed', 'true');

  expect(await adminViolations(page)).toEqual([]);

  await page.getByRole('checkbox', { name: t('Categories.catalogue.technology'), exact: true }).check();
  await page.getByLabel(t('Admin.compose.cover.upload')).setInputFiles(cover);
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^\/api\/files\//);
  await describeCover(page, 'Formas abstratas coloridas');
  await page.getByRole('button', { name: t('Admin.compose.actions.publish'), exact: true }).click();
  await page.getByRole('alertdialog', { name: t('Admin.compose.publishConfirm.title') }).getByRole('button', { name: t('Admin.compose.actions.publish'), exact: true }).click();
  const live = page.getByRole('dialog', { name: t('Admin.compose.publishedDialog.title') }).getByRole('link', { name: t('Admin.compose.publishedDialog.open') });
  const href = (await live.getAttribute('href'))!;
  const id = /\/(\d+)$/.exec(href)![1];

  // Stored as the editor wrote it: the video as provider, id and title, no iframe.
  const saved = (await (await page.request.get(`/api/article/article/${id}`)).json()).data as { content: string };
  expect(saved.content).toContain('<div data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-title="Demonstração do produto"></div>');
  expect(saved.content).toContain('<a data-button-link="" href="/contact">Fale conosco</a>');
  expect(saved.content).toContain('<div data-callout="tip"><p>Uma dica importante.</p></div>');
  expect(saved.content).toMatch(/<table><tbody><tr><th><p>Plano<\/p><\/th><th><p>Preço<\/p><\/th><th><p>Suporte<\/p><\/th><\/tr>/);
  expect(saved.content).not.toContain('iframe');

  // The public page, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const body = page.getByTestId('article-body');
  const play = body.getByRole('button', { name: t('RichBlocks.video.play').replace('{title}', 'Demonstração do produto') });
  await expect(play).toBeVisible();
  await expect(body.getByRole('note')).toContainText(t('RichBlocks.callout.types.tip'));
  await expect(body.getByRole('note')).toContainText('Uma dica importante.');
  await expect(body.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', /\/contact$/);
  await expect(body.getByRole('region', { name: t('RichBlocks.table.scrollLabel') }).getByRole('columnheader', { name: 'Plano' })).toBeVisible();
  // The page never scrolls sideways (a wide table scrolls inside its own box).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await adminViolations(page)).toEqual([]);

  await page.waitForLoadState('networkidle');
  expect(videoRequests).toEqual([]);
  await expect(body.locator('iframe')).toHaveCount(0);

  // After the click: the no-cookie player, titled, in place of the button.
  await play.click();
  const frame = body.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  await expect(frame).toHaveAttribute('title', 'Demonstração do produto');
  await expect(play).toHaveCount(0);
  await expect.poll(() => videoRequests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'))).toBe(true);
});
