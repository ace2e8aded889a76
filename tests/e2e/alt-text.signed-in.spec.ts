import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminAxeRules } from './support/axe';
import { icuPattern, message } from './support/messages';

// Issue 31 §1, "the editor says which images and lets you fix them in place": an article with an
// undescribed body image is refused (422 IMAGE_ALT_MISSING); the editor's panel names the image, the
// alt typed there goes on the image (and into the media library), and publishing again succeeds with
// that alt on the public page. The setting on /admin/settings (Media tab) turned off lets an
// undescribed image publish; it is turned back on. The page editor lists a page's refused image and
// leads to its block's alt field. axe on both. Admin session, pt-BR; what is made is deleted.

const t = (key: string) => message('pt-BR', key);
const cover = path.resolve(__dirname, '..', 'fixtures', 'cover.png');
const made: { kind: 'article' | 'page'; id: number; unique_key: string }[] = [];
let origin = '';

function editor(page: Page) {
  return page.getByRole('textbox', { name: t('Admin.compose.fields.content') });
}

async function pasteFile(page: Page, bytes: Buffer, name: string) {
  await editor(page).evaluate(
    (target, { base64, fileName }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], fileName, { type: 'image/png' }));
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    { base64: bytes.toString('base64'), fileName: name },
  );
}

/** The media record of a file by its key (the newest uploads come first). */
async function mediaOf(request: APIRequestContext, key: string): Promise<{ id: number; unique_key: string; alt: Record<string, string> }> {
  const list = await (await request.post('/api/media/media-list', { headers: { origin }, data: { limit: 100, page: 1 } })).json();
  const found = (list.data.items as { id: number; unique_key: string; alt: Record<string, string> }[]).find((m) => m.unique_key === key);
  expect(found, `file ${key} in the library`).toBeTruthy();
  return found!;
}

async function setRequireAlt(page: Page, on: boolean) {
  await page.goto('/admin/settings?tab=media');
  const toggle = page.getByRole('switch', { name: t('AltText.settings.requireAlt') });
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', String(on));
    await expect(page.getByText(t('AltText.settings.saved')).first()).toBeVisible();
  }
}

test.afterAll(async ({ request }) => {
  for (const item of made) {
    const base = item.kind === 'article' ? '/api/article/article' : '/api/page/page';
    await request.delete(`${base}/${item.id}/${item.unique_key}?permanent=true`, { headers: { origin } });
  }
});

test('a refused publish names the body image; its alt typed in the panel lets the article publish', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/admin/dashboard');
  origin = new URL(page.url()).origin;
  await page.goto('/admin/compose');
  const title = `Artigo com imagem descrita ${Date.now()}`;
  await page.getByRole('textbox', { name: t('Admin.compose.fields.title'), exact: true }).fill(title);
  await editor(page).click();
  await page.keyboard.type('Um parágrafo antes da foto.');
  await pasteFile(page, readFileSync(cover), 'barco.png');
  await expect(editor(page).locator('img')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]+$/);
  const bodySrc = (await editor(page).locator('img').getAttribute('src'))!;
  await page.getByRole('checkbox', { name: t('Categories.catalogue.technology'), exact: true }).check();

  // The cover, uploaded here, is described in the library (the cover's own field is another helper's).
  await page.getByLabel(t('Admin.compose.cover.upload')).setInputFiles(cover);
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]+$/);
  const coverKey = (await page.getByTestId('cover-preview').getAttribute('src'))!.split('/').pop()!;

  // Before publishing, the panel already hints at both images.
  const panel = page.getByTestId('alt-text-panel');
  await expect(panel.getByRole('heading', { name: new RegExp(icuPattern(t('AltText.panel.heading'))) })).toBeVisible();
  await expect(panel.getByTestId('alt-text-item')).toHaveCount(2);
  await expect(panel.getByRole('button', { name: t('AltText.panel.describeCover') })).toBeVisible();

  const coverFile = await mediaOf(page.request, coverKey);
  const described = await page.request.put(`/api/media/media/${coverFile.id}/${coverFile.unique_key}`, { headers: { origin }, data: { alt: { 'pt-BR': 'Uma capa azul' } } });
  expect(described.status(), await described.text()).toBe(200);

  // Publishing is refused: the panel says why, takes focus and lists the body image only.
  await page.getByRole('button', { name: t('Admin.compose.actions.publish'), exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: t('Admin.compose.publishConfirm.title') });
  await confirm.getByRole('button', { name: t('Admin.compose.actions.publish'), exact: true }).click();
  const refusal = new RegExp(icuPattern(t('AltText.errors.imageAltMissing')).slice(0, 40));
  await expect(page.getByTestId('alt-text-announcement')).toHaveText(refusal);
  await expect(panel).toContainText(refusal);
  await expect(panel.getByRole('heading')).toBeFocused();
  await expect(panel.getByTestId('alt-text-item')).toHaveCount(1);
  await expect(panel.getByTestId('alt-text-item')).toHaveAttribute('data-kind', 'body');
  await expect(page.getByTestId('article-status')).toHaveText(t('Admin.compose.status.draft'));
  const saved = page.url().match(/\/admin\/compose\/([^/]+)\/(\d+)$/);
  if (saved) made.push({ kind: 'article', id: Number(saved[2]), unique_key: saved[1] });

  const axe = await new AxeBuilder({ page }).include('[data-testid="alt-text-panel"]').withTags(adminAxeRules).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // An empty text is refused beside the field; the alt typed goes on the image and into the library.
  const bodyAlt = panel.getByLabel(message('pt-BR', 'AltText.panel.bodyImage').replace('{number}', '1'));
  await panel.getByRole('button', { name: t('AltText.panel.apply').replace('{number}', '1') }).click();
  await expect(panel.getByText(t('AltText.panel.empty'))).toBeVisible();
  await bodyAlt.fill('Um barco "azul" no cais');
  await expect(panel.getByRole('checkbox', { name: new RegExp(icuPattern(t('AltText.panel.saveToLibrary'))) })).toBeChecked();
  await bodyAlt.press('Enter');
  await expect(page.getByTestId('alt-text-announcement')).toHaveText(t('AltText.panel.described').replace('{number}', '1'));
  await expect(editor(page).locator('img')).toHaveAttribute('alt', 'Um barco "azul" no cais');
  await expect(panel).toHaveCount(0);
  await expect.poll(async () => (await mediaOf(page.request, bodySrc.split('/').pop()!)).alt['pt-BR']).toBe('Um barco "azul" no cais');

  // Publishing again succeeds; the public page's body image has that alt.
  await page.getByRole('button', { name: t('Admin.compose.actions.publish'), exact: true }).click();
  await confirm.getByRole('button', { name: t('Admin.compose.actions.publish'), exact: true }).click();
  const done = page.getByRole('dialog', { name: t('Admin.compose.publishedDialog.title') });
  const href = (await done.getByRole('link', { name: t('Admin.compose.publishedDialog.open') }).getAttribute('href'))!;
  const [, slug, id] = /^\/post\/([^/]+)\/(\d+)$/.exec(href)!;
  if (!saved) made.push({ kind: 'article', id: Number(id), unique_key: slug });
  await page.goto(href);
  await expect(page.locator(`main img[src^="${bodySrc}"]`).first()).toHaveAttribute('alt', 'Um barco "azul" no cais');
});

test('with the setting off an undescribed image publishes; it is turned back on', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/admin/dashboard');
  origin = new URL(page.url()).origin;
  const headers = { origin };
  const categories = await (await page.request.post('/api/category/categories-list', { headers, data: { limit: 10, page: 1 } })).json();
  const body = (status: string) => ({
    title: `Sem descrição ${Date.now()} ${status}`,
    content: '<p>Texto.</p><p><img src="https://example.com/foto-sem-descricao.png"></p>',
    categories: [categories.data.items[0].id],
    // An outside cover is not counted (it can be described nowhere); the body image is.
    image: 'https://example.com/capa.png',
    status,
  });
  try {
    await setRequireAlt(page, false);
    const created = await page.request.post('/api/article/article', { headers, data: body('published') });
    expect(created.status(), await created.text()).toBe(201);
    const article = (await created.json()).data;
    made.push({ kind: 'article', id: article.id, unique_key: article.unique_key });
    // The editor shows no hint while the rule is off.
    await page.goto(`/admin/compose/${article.unique_key}/${article.id}`);
    await expect(editor(page).locator('img')).toHaveCount(1);
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('alt-text-panel')).toHaveCount(0);
  } finally {
    await setRequireAlt(page, true);
  }
  const refused = await page.request.post('/api/article/article', { headers, data: body('published') });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errorCode).toBe('IMAGE_ALT_MISSING');
});

test('the page editor lists a refused image by block and leads to its alt field', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/admin/dashboard');
  origin = new URL(page.url()).origin;
  const headers = { origin };
  const slug = `pagina-alt-${Date.now()}`;
  const created = await page.request.post('/api/page/page', {
    headers,
    data: {
      title: 'Página com imagem',
      slug,
      blocks: [
        { type: 'rich_text', html: '<p>Olá.</p>' },
        { type: 'media_text', title: 'Nossa loja', text: '<p>Venha.</p>', image: 'https://example.com/loja.png', image_alt: '', image_side: 'left' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const pageView = (await created.json()).data;
  made.push({ kind: 'page', id: pageView.id, unique_key: pageView.unique_key });

  await page.goto(`/admin/pages/${pageView.id}`);
  const publishPanel = page.getByTestId('publish-panel');
  await publishPanel.getByRole('button', { name: t('PagesAdmin.publishing.publish'), exact: true }).click();
  const list = publishPanel.getByTestId('page-alt-text');
  const blockName = t('PagesAdmin.blocks.media_text.name');
  await expect(list.getByText(t('AltText.page.blockImage').replace('{number}', '2').replace('{type}', blockName))).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[data-testid="page-alt-text"]').withTags(adminAxeRules).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await list.getByRole('button', { name: t('AltText.page.goToBlock').replace('{number}', '2') }).click();
  const altField = page.getByLabel(t('PagesAdmin.fields.imageAlt'), { exact: true });
  await expect(altField).toBeFocused();
  await expect(altField).toHaveAttribute('aria-invalid', 'true');
  await altField.fill('A fachada da loja');
  await publishPanel.getByRole('button', { name: t('PagesAdmin.publishing.publish'), exact: true }).click();
  await expect(list).toHaveCount(0);
  await expect.poll(async () => (await (await page.request.get(`/api/page/page/${pageView.id}/${pageView.unique_key}`, { headers })).json()).data.status).toBe('published');
});
