import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminViolations as violations } from './support/axe';
import { message } from './support/messages';

// The media library (issue 31 §1), signed in as the administrator, in pt-BR: two images uploaded into
// /admin/media, one described; it goes into an article's body from the editor's picker and becomes its
// cover; the public page carries its alt text in both; its focal point moves the card's crop on /blog;
// deleting it while used shows where. axe on the screen, its detail dialog and the picker.

const t = (key: string, values: Record<string, string> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A real PNG of one colour (the upload re-encodes it like any image). */
const png = (colour: string) => sharp({ create: { width: 480, height: 270, channels: 3, background: colour } }).png().toBuffer();

async function openFile(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: t('Media.library.open', { name }) }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('upload two images, describe one, use it in an article body and as its cover, move its focal point, and see the refused delete', async ({ page }) => {
  test.slow();
  const stamp = Date.now();
  const described = `farol-${stamp}.png`;
  const other = `dunas-${stamp}.png`;
  const altText = `Um farol branco sobre as rochas ${stamp}`;

  // 1. The library: two files at once through the file picker, each with its progress bar.
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: t('Media.title') })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByLabel(t('Media.library.upload')).setInputFiles([
    { name: described, mimeType: 'image/png', buffer: await png('#1d4ed8') },
    { name: other, mimeType: 'image/png', buffer: await png('#ca8a04') },
  ]);
  const uploads = page.getByRole('list', { name: t('Media.library.uploads') });
  await expect(uploads.getByRole('progressbar', { name: t('Media.library.progress', { name: described }) })).toBeVisible();
  await expect(uploads.getByRole('progressbar', { name: t('Media.library.progress', { name: other }) })).toBeVisible();
  await expect(page.getByRole('button', { name: t('Media.library.open', { name: described }) })).toBeVisible();
  await expect(page.getByRole('button', { name: t('Media.library.open', { name: other }) })).toBeVisible();

  // 2. Describe one in pt-BR, in the detail dialog (axe on the open dialog).
  let dialog = await openFile(page, described);
  expect(await violations(page)).toEqual([]);
  await dialog.getByLabel(t('Media.detail.alt', { language: t('Media.languages.pt-BR') })).fill(altText);
  await dialog.getByRole('button', { name: t('Media.detail.save') }).click();
  await expect(dialog.getByRole('status')).toHaveText(t('Media.success.updated'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Its card says pt-BR has alt text now; the other one's does not.
  const describedCard = page.getByTestId('media-item').filter({ hasText: described });
  await expect(describedCard.getByText(`pt-BR: ${t('Media.library.altSet')}`)).toBeAttached();
  await expect(page.getByTestId('media-item').filter({ hasText: other }).getByText(`pt-BR: ${t('Media.library.altMissing')}`)).toBeAttached();

  // 3. An article: the image goes into the body from the editor's image button (the picker).
  await page.goto('/admin/compose');
  const title = `Farol na biblioteca ${stamp}`;
  await page.getByRole('textbox', { name: t('Admin.compose.fields.title'), exact: true }).fill(title);
  const editor = page.getByRole('textbox', { name: t('Admin.compose.fields.content') });
  await editor.click();
  await page.keyboard.type('Um passeio até o farol.');
  await page.keyboard.press('Enter');
  await page
    .getByRole('toolbar', { name: t('Admin.compose.editor.toolbar') })
    .getByRole('button', { name: t('Admin.compose.editor.image'), exact: true })
    .click();
  const picker = page.getByRole('dialog', { name: t('Media.picker.title') });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: t('Media.picker.pick', { name: described }) })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await picker.getByLabel(t('Media.picker.search')).fill(`farol-${stamp}`);
  await expect(picker.getByRole('button', { name: t('Media.picker.pick', { name: other }) })).toHaveCount(0);
  await picker.getByRole('button', { name: t('Media.picker.pick', { name: described }) }).click();
  await expect(picker).toBeHidden();
  const inserted = editor.locator('img');
  await expect(inserted).toHaveAttribute('alt', altText);
  const src = (await inserted.getAttribute('src'))!;
  const key = /^\/api\/files\/([0-9a-f]{32})$/.exec(src)?.[1];
  expect(key).toBeTruthy();

  // …and is the cover too, chosen in the library: its alt text is there, in the article's language.
  await page.getByRole('checkbox', { name: t('Categories.catalogue.technology'), exact: true }).check();
  const coverField = page.getByRole('group', { name: t('Admin.compose.cover.label') });
  await coverField.getByRole('button', { name: t('Media.picker.open') }).click();
  await picker.getByRole('button', { name: t('Media.picker.pick', { name: described }) }).click();
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', src);
  await expect(page.locator('#cover-image-alt')).toHaveValue(altText);
  await expect(page.getByLabel(t('Media.cover.alt', { language: t('Media.languages.pt-BR') }))).toHaveValue(altText);

  await page.getByRole('button', { name: t('Admin.compose.actions.publish'), exact: true }).click();
  await page
    .getByRole('alertdialog', { name: t('Admin.compose.publishConfirm.title') })
    .getByRole('button', { name: t('Admin.compose.actions.publish'), exact: true })
    .click();
  const live = page.getByRole('dialog', { name: t('Admin.compose.publishedDialog.title') }).getByRole('link', { name: t('Admin.compose.publishedDialog.open') });
  const href = (await live.getAttribute('href'))!;

  // The public page: the cover and the body image both carry the alt text.
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const images = page.locator(`main img[src*="${key}"]`);
  await expect(images).toHaveCount(2);
  for (const image of await images.all()) await expect(image).toHaveAttribute('alt', altText);
  await expect(page.getByRole('img', { name: altText })).toHaveCount(2);

  // 4. The focal point, set by a click on the image: the card on /blog crops around it.
  await page.goto('/admin/media');
  dialog = await openFile(page, described);
  const area = dialog.getByTestId('focal-area');
  const box = (await area.boundingBox())!;
  await area.click({ position: { x: box.width * 0.2, y: box.height * 0.8 } });
  // Where the click landed, in whole percent (the border and sub-pixel sizes may move it by one).
  await expect(area).toHaveAttribute('aria-valuenow', /^(19|20|21)$/);
  const focalX = Number(await area.getAttribute('aria-valuenow'));
  const focalY = Number(/(\d+)%\D+$/.exec((await area.getAttribute('aria-valuetext'))!)![1]);
  expect(Math.abs(focalY - 80)).toBeLessThanOrEqual(1);
  await expect(area).toHaveAttribute('aria-valuetext', t('Media.detail.focalValue', { x: String(focalX), y: String(focalY) }));
  const crop = `${focalX}% ${focalY}%`;
  await expect(dialog.getByTestId('crop-preview')).toHaveCSS('object-position', crop);
  await dialog.getByRole('button', { name: t('Media.detail.save') }).click();
  await expect(dialog.getByRole('status')).toHaveText(t('Media.success.updated'));

  await page.goto('/blog');
  const card = page.getByTestId('article-card').filter({ hasText: title });
  await expect(card.locator('img')).toHaveCSS('object-position', crop);
  await expect(card.locator('img')).toHaveAttribute('alt', altText);

  // 5. Deleting it while the article uses it is refused with where it is used, linked.
  await page.goto('/admin/media');
  dialog = await openFile(page, described);
  await expect(dialog.getByTestId('used-in').getByRole('link', { name: title })).toBeVisible();
  await dialog.getByRole('button', { name: t('Media.detail.delete') }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByTestId('used-in').getByRole('link', { name: title })).toHaveAttribute('href', /\/admin\/compose\//);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: t('Media.library.open', { name: described }) })).toBeVisible();

  // The unused one goes.
  dialog = await openFile(page, other);
  await expect(dialog.getByText(t('Media.detail.unused'))).toBeVisible();
  await dialog.getByRole('button', { name: t('Media.detail.delete') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: t('Media.library.open', { name: other }) })).toHaveCount(0);
});
