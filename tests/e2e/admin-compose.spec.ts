import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eAdmin, e2eOperational } from './support/accounts';
import { icuPattern, message } from './support/messages';
import { describeCover } from './support/cover';
import { logIn, submitLogin } from './support/session';

// The article editor (/admin/compose), in pt-BR. tests/fixtures/cover.png is a real 320×180 PNG
// (made with sharp) that the upload re-encodes like any cover.

const t = (key: string) => message('pt-BR', `Admin.compose.${key}`);
const tAll = (key: string) => message('pt-BR', key);
const cover = path.resolve(__dirname, '..', 'fixtures', 'cover.png');

function editor(page: Page) {
  return page.getByRole('textbox', { name: t('fields.content') });
}

function toolbarButton(page: Page, key: string) {
  return page.getByRole('toolbar', { name: t('editor.toolbar') }).getByRole('button', { name: t(`editor.${key}`), exact: true });
}

/** Pastes a file into the editor as the browser does for an image copied from the file manager. */
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

async function chooseTechnology(page: Page) {
  await page.getByRole('checkbox', { name: tAll('Categories.catalogue.technology'), exact: true }).check();
}

test('an operational user writes an article with a heading, a list and a cover, and publishes it', async ({ page }) => {
  await logIn(page, e2eOperational);
  await page.goto('/admin/compose');
  await expect(page.getByRole('heading', { level: 1, name: t('newTitle') })).toBeVisible();
  const title = `Artigo de ponta a ponta ${Date.now()}`;
  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill(title);

  // A heading, a paragraph and a bulleted list, through the toolbar.
  await editor(page).click();
  await toolbarButton(page, 'heading2').click();
  await expect(toolbarButton(page, 'heading2')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Por que isso importa');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Um parágrafo de introdução.');
  await page.keyboard.press('Enter');
  await toolbarButton(page, 'bulletList').click();
  await expect(toolbarButton(page, 'bulletList')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Primeiro ponto');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Segundo ponto');
  await expect(editor(page).locator('h2')).toHaveText('Por que isso importa');
  await expect(editor(page).locator('ul > li')).toHaveCount(2);

  await chooseTechnology(page);
  await page.getByLabel(t('cover.upload')).setInputFiles(cover);
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]+$/);
  await describeCover(page, 'Um farol ao entardecer');

  // Publishing asks first, then offers the live article in a new tab.
  await page.getByRole('button', { name: t('actions.publish'), exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: t('publishConfirm.title') });
  await expect(confirm).toContainText(t('publishConfirm.text'));
  await confirm.getByRole('button', { name: t('actions.publish'), exact: true }).click();
  const done = page.getByRole('dialog', { name: t('publishedDialog.title') });
  const live = done.getByRole('link', { name: t('publishedDialog.open') });
  await expect(live).toHaveAttribute('target', '_blank');
  await expect(live).toHaveAttribute('href', /^\/post\/artigo-de-ponta-a-ponta-\d+\/\d+$/);
  const href = (await live.getAttribute('href'))!;
  const [, slug, id] = /^\/post\/([^/]+)\/(\d+)$/.exec(href)!;

  // The editor now sits at the article's edit URL and shows it published, with Update.
  await expect(page).toHaveURL(new RegExp(`/admin/compose/${slug}/${id}$`));
  await done.getByRole('button', { name: t('publishedDialog.close') }).click();
  await expect(page.getByTestId('article-status')).toHaveText(t('status.published'));
  await expect(page.getByRole('button', { name: t('actions.update'), exact: true })).toBeVisible();

  // What was saved is what was written (sanitized HTML keeps the heading, the list and the cover).
  const saved = await (await page.request.get(`/api/article/article/${id}`)).json();
  expect(saved.data).toMatchObject({ title, status: 'published', image: expect.stringMatching(/^\/api\/files\//) });
  expect(saved.data.content).toContain('<h2>Por que isso importa</h2>');
  expect(saved.data.content).toMatch(/<ul><li><p>Primeiro ponto<\/p><\/li><li><p>Segundo ponto<\/p><\/li><\/ul>/);

  // The live article shows what was written, with the category chip on its own colours
  // (technology: white text on #1e3a8a, by the light-colour rule).
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('article-body').locator('h2', { hasText: 'Por que isso importa' })).toBeVisible();
  await expect(page.getByTestId('article-body').locator('li', { hasText: 'Segundo ponto' })).toBeVisible();
  const chip = page.getByTestId('category-chip').first();
  await expect(chip).toHaveText(tAll('Categories.catalogue.technology'));
  await expect(chip).toHaveCSS('background-color', 'rgb(30, 58, 138)');
  await expect(chip).toHaveCSS('color', 'rgb(255, 255, 255)');

  // It is on the blog among the recent articles at once (publishing expired the cached pages).
  await page.goto('/blog');
  await expect(page.locator('#recent').getByRole('link', { name: title })).toBeVisible();

  // Unpublished from the article list, the public URL is not found at the next request.
  await page.goto(`/admin/list-of-articles?search=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  // Unpublish sits in the row's "More" menu (Edit stays a button).
  await row.getByRole('button', { name: tAll('Admin.rowMenu.label').replace('{name}', title) }).click();
  await page.getByRole('menuitem', { name: tAll('Admin.articles.actions.unpublish') }).click();
  const unpublish = page.getByRole('alertdialog');
  await unpublish.getByRole('button', { name: tAll('Admin.articles.actions.unpublish'), exact: true }).click();
  await expect(page.getByText(tAll('Admin.articles.messages.unpublished'))).toBeVisible();
  expect((await page.request.get(href)).status()).toBe(404);
  await page.goto('/blog');
  await expect(page.locator('#recent').getByRole('link', { name: title })).toHaveCount(0);
});

test('saving an empty form shows the required-field messages and keeps what was typed', async ({ page }) => {
  await logIn(page, e2eOperational);
  await page.goto('/admin/compose');
  await page.getByRole('button', { name: t('actions.publish'), exact: true }).click();
  for (const key of ['titleRequired', 'contentRequired', 'categoryRequired', 'imageRequired']) {
    await expect(page.getByText(tAll(`Validation.${key}`), { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveAttribute('aria-invalid', 'true');

  // A draft needs no image; the rest is still required, and the typed title stays.
  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill('Só um título');
  await page.getByRole('button', { name: t('actions.saveDraft') }).click();
  await expect(page.getByText(tAll('Validation.titleRequired'), { exact: true })).toHaveCount(0);
  await expect(page.getByText(tAll('Validation.contentRequired'), { exact: true })).toBeVisible();
  await expect(page.getByText(tAll('Validation.imageRequired'), { exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveValue('Só um título');
  await expect(page).toHaveURL(/\/admin\/compose$/);
});

test('a draft is saved automatically after a pause, and the link dialog refuses an invalid URL', async ({ page }) => {
  await logIn(page, e2eOperational);
  await page.goto('/admin/compose');
  const title = `Rascunho automático ${Date.now()}`;
  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill(title);
  await chooseTechnology(page);
  await editor(page).click();
  await page.keyboard.type('Texto com um link: ');

  await toolbarButton(page, 'link').click();
  const dialog = page.getByRole('dialog', { name: t('editor.linkDialogTitle') });
  await dialog.getByLabel(t('editor.linkUrl')).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: t('editor.apply') }).click();
  await expect(dialog.getByText(tAll('Validation.invalidUrl'), { exact: true })).toBeVisible();
  await dialog.getByLabel(t('editor.linkUrl')).fill('https://example.com/guia');
  await dialog.getByRole('button', { name: t('editor.apply') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(editor(page).getByRole('link', { name: 'https://example.com/guia' })).toBeVisible();

  // An image pasted into the text is uploaded and inserted; a file that is not an image is refused.
  await editor(page).press('End');
  await pasteFile(page, readFileSync(cover), 'foto.png');
  await expect(editor(page).locator('img')).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]+$/);
  await pasteFile(page, Buffer.from('isto não é uma imagem'), 'falsa.png');
  await expect(page.getByText(tAll('Uploads.unsupportedType')).first()).toBeVisible();
  await expect(editor(page).locator('img')).toHaveCount(1);

  // Ten seconds after the last change the draft is created; the address becomes its edit URL.
  await expect(page.getByTestId('save-status')).toHaveText(new RegExp(icuPattern(t('autosave.savedAt'))), { timeout: 25_000 });
  await expect(page).toHaveURL(/\/admin\/compose\/rascunho-automatico-\d+\/\d+$/);
  await expect(page.getByTestId('article-status')).toHaveText(t('status.draft'));
  // The editor kept its state through the address change (a new page would have no undo history).
  await expect(toolbarButton(page, 'undo')).toBeEnabled();
  await expect(editor(page).getByRole('link', { name: 'https://example.com/guia' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveValue(title);
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await logIn(page, e2eOperational);
  await page.goto('/admin/compose');
  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill('Texto que ainda não foi salvo');
  const articlesLink = page.getByRole('navigation', { name: tAll('Admin.navLabel') }).getByRole('link', { name: tAll('Admin.nav.listOfArticles'), exact: true });

  await articlesLink.click();
  const prompt = page.getByRole('alertdialog', { name: t('leave.title') });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: t('leave.stay') }).click();
  await expect(page).toHaveURL(/\/admin\/compose$/);
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveValue('Texto que ainda não foi salvo');

  await articlesLink.click();
  await prompt.getByRole('button', { name: t('leave.confirm') }).click();
  await expect(page).toHaveURL(/\/admin\/list-of-articles$/);
});

test("someone else's article is forbidden to an operational user", async ({ page }) => {
  await logIn(page, e2eOperational);
  // The seeded demo articles belong to the demo authors; the id decides, whatever the slug.
  await page.goto('/admin/compose/qualquer-coisa/1');
  await expect(page).toHaveURL(/\/error-forbidden$/);
});

test('an admin edits a published article twice and restores the earlier revision', async ({ page }) => {
  await logIn(page, e2eAdmin);
  // A published article, made through the API with the admin's session. A change made with the
  // session cookie must say it comes from the site (as the browser's own fetch does).
  const headers = { origin: new URL(page.url()).origin };
  const upload = await page.request.post('/api/upload', {
    headers,
    // Described as it is uploaded: a published article's cover needs alt text in its language.
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: readFileSync(cover) }, alt: 'Um farol ao entardecer', locale: 'pt-BR' },
  });
  expect(upload.status()).toBe(201);
  const image = (await upload.json()).data.url as string;
  const categories = await (await page.request.post('/api/category/categories-list', { headers, data: { limit: 10, page: 1 } })).json();
  const original = `Versão original ${Date.now()}`;
  const created = await page.request.post('/api/article/article', {
    headers,
    data: { title: original, content: '<p>Primeira versão do texto.</p>', categories: [categories.data.items[0].id], image, status: 'published' },
  });
  expect(created.status()).toBe(201);
  const article = (await created.json()).data as { id: number; unique_key: string };

  // A wrong unique_key leads to the canonical editor URL.
  await page.goto(`/admin/compose/not-the-slug/${article.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/compose/${article.unique_key}/${article.id}$`));
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveValue(original);
  await expect(page.getByTestId('revisions')).toHaveCount(0);

  const titleField = page.getByRole('textbox', { name: t('fields.title'), exact: true });
  const update = page.getByRole('button', { name: t('actions.update'), exact: true });
  await titleField.fill(`${original} (2)`);
  await update.click();
  await expect(page.getByText(tAll('Success.articleUpdated')).first()).toBeVisible();
  await expect(page.getByTestId('revisions').getByRole('listitem')).toHaveCount(1);
  await titleField.fill(`${original} (3)`);
  await update.click();
  const revisions = page.getByTestId('revisions').getByRole('listitem');
  await expect(revisions).toHaveCount(2);
  await expect(revisions.nth(0)).toContainText(`${original} (2)`);
  await expect(revisions.nth(1)).toContainText(original);
  await expect(revisions.nth(1)).toContainText('Admin');

  // Restore the first version, after confirming: the title comes back and the restore is a revision too.
  await revisions.nth(1).getByRole('button', { name: t('revisions.restore') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('revisions.confirmTitle') });
  await confirm.getByRole('button', { name: t('revisions.restore') }).click();
  await expect(page.getByText(t('revisions.restored'))).toBeVisible();
  await expect(titleField).toHaveValue(original);
  await expect(revisions).toHaveCount(3);
  await expect(revisions.nth(0)).toContainText(`${original} (3)`);
  const saved = await (await page.request.get(`/api/article/article/${article.id}`)).json();
  expect(saved.data).toMatchObject({ title: original, status: 'published' });
});

/** Ends the page's session on the server (as signing out elsewhere with the same cookie does). */
async function endSession(page: Page) {
  const status = await page.evaluate(async () => (await fetch('/api/auth/auth/logout', { method: 'POST', headers: { accept: 'application/json' } })).status);
  expect(status).toBe(200);
}

const storedDrafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('vitrine:compose-draft')));

test('a session that ends while writing keeps the text: sign in again and the editor puts it back', async ({ page }) => {
  await logIn(page, e2eOperational);
  await page.goto('/admin/compose');
  const title = `Sessão encerrada ${Date.now()}`;
  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill(title);
  await chooseTechnology(page);
  await editor(page).click();
  await page.keyboard.type('Um parágrafo que não pode se perder.');
  await endSession(page);

  // An upload refused for the session asks to sign in again; closing the question keeps the writer here.
  const expired = page.getByRole('alertdialog', { name: t('sessionExpired.title') });
  await page.getByLabel(t('cover.upload')).setInputFiles(cover);
  await expect(expired).toContainText(tAll('Errors.sessionExpired'));
  await expired.getByRole('button', { name: t('dialogs.cancel') }).click();
  await expect(expired).toHaveCount(0);

  // So does a save; signing in from the dialog comes back to this editor with the text restored.
  await page.getByRole('button', { name: t('actions.saveDraft') }).click();
  await expect(expired).toContainText(tAll('Errors.sessionExpired'));
  await expired.getByRole('button', { name: t('sessionExpired.signIn') }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin%2Fcompose&expired=1$/);
  await submitLogin(page, e2eOperational);
  await expect(page).toHaveURL(/\/admin\/compose$/);
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveValue(title);
  await expect(editor(page)).toContainText('Um parágrafo que não pode se perder.');
  await expect(page.getByRole('checkbox', { name: tAll('Categories.catalogue.technology'), exact: true })).toBeChecked();

  // Saved: the browser's copy is gone, and a new article starts blank.
  await page.getByRole('button', { name: t('actions.saveDraft') }).click();
  await expect(page).toHaveURL(/\/admin\/compose\/sessao-encerrada-\d+\/\d+$/);
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  expect(await storedDrafts(page)).toEqual([]);
  await page.goto('/admin/compose');
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveValue('');
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
});

test('an autosave refused for an ended session asks once, keeping the text', async ({ page }) => {
  await logIn(page, e2eOperational);
  await page.goto('/admin/compose');
  const title = `Autosave sem sessão ${Date.now()}`;
  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill(title);
  await chooseTechnology(page);
  await editor(page).click();
  await page.keyboard.type('Escrito antes da sessão acabar.');
  await endSession(page);

  // Ten seconds after the last change the autosave is refused: the question comes by itself.
  const expired = page.getByRole('alertdialog', { name: t('sessionExpired.title') });
  await expect(expired).toContainText(tAll('Errors.sessionExpired'), { timeout: 25_000 });
  expect((await storedDrafts(page)).length).toBe(1);
  await expired.getByRole('button', { name: t('dialogs.cancel') }).click();
  // Closed, it is not asked again until something changes (no new autosave every ten seconds).
  await page.waitForTimeout(12_000);
  await expect(expired).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveValue(title);
});

test('text restored after an ended session can be discarded, back to the saved article', async ({ page }) => {
  await logIn(page, e2eOperational);
  await page.goto('/admin/compose');
  const title = `Artigo salvo ${Date.now()}`;
  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill(title);
  await chooseTechnology(page);
  await editor(page).click();
  await page.keyboard.type('Versão salva.');
  await page.getByRole('button', { name: t('actions.saveDraft') }).click();
  await expect(page).toHaveURL(/\/admin\/compose\/artigo-salvo-\d+\/\d+$/);
  const editUrl = page.url();

  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill(`${title} editado`);
  await endSession(page);
  await page.getByRole('button', { name: t('actions.saveDraft') }).click();
  await page.getByRole('alertdialog', { name: t('sessionExpired.title') }).getByRole('button', { name: t('sessionExpired.signIn') }).click();
  await submitLogin(page, e2eOperational);
  await expect(page).toHaveURL(editUrl);
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveValue(`${title} editado`);

  await page.getByTestId('draft-restored').getByRole('button', { name: t('sessionExpired.discard') }).click();
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: t('fields.title'), exact: true })).toHaveValue(title);
  await expect(editor(page)).toContainText('Versão salva.');
  expect(await storedDrafts(page)).toEqual([]);
});

test('the link dialog takes e-mail links and refuses a bad address with "Invalid email address"; a save shows the loading overlay', async ({ page }) => {
  await logIn(page, e2eOperational);
  await page.goto('/admin/compose');
  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill(`Links de e-mail ${Date.now()}`);
  await chooseTechnology(page);
  await editor(page).click();
  await page.keyboard.type('Fale conosco: ');

  const dialog = page.getByRole('dialog', { name: t('editor.linkDialogTitle') });
  await toolbarButton(page, 'link').click();
  await dialog.getByLabel(t('editor.linkUrl')).fill('mailto:contato@empresa');
  await dialog.getByRole('button', { name: t('editor.apply') }).click();
  await expect(dialog.getByText(tAll('Validation.invalidEmailAddress'), { exact: true })).toBeVisible();
  await dialog.getByLabel(t('editor.linkUrl')).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: t('editor.apply') }).click();
  await expect(dialog.getByText(tAll('Validation.invalidUrl'), { exact: true })).toBeVisible();
  await dialog.getByLabel(t('editor.linkUrl')).fill('mailto:contato@empresa.com.br');
  await dialog.getByRole('button', { name: t('editor.apply') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(editor(page).getByRole('link', { name: 'contato@empresa.com.br' })).toHaveAttribute('href', 'mailto:contato@empresa.com.br');

  // A bare address becomes an e-mail link.
  await page.keyboard.type(' ou ');
  await toolbarButton(page, 'link').click();
  await dialog.getByLabel(t('editor.linkUrl')).fill('vendas@empresa.com.br');
  await dialog.getByRole('button', { name: t('editor.apply') }).click();
  await expect(editor(page).getByRole('link', { name: 'vendas@empresa.com.br' })).toHaveAttribute('href', 'mailto:vendas@empresa.com.br');

  // Saving by hand covers the page with the loading overlay until shortly after the answer (spec §9).
  await page.getByRole('button', { name: t('actions.saveDraft') }).click();
  await expect(page.getByTestId('loading-overlay')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/compose\/links-de-e-mail-\d+\/\d+$/);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  // The e-mail links survive the server's sanitising.
  await page.reload();
  await expect(editor(page).getByRole('link', { name: 'contato@empresa.com.br' })).toHaveAttribute('href', 'mailto:contato@empresa.com.br');
});

/** A complete article (title, text, category, cover) typed into a new editor. */
async function writeArticle(page: Page, title: string) {
  await page.goto('/admin/compose');
  await page.getByRole('textbox', { name: t('fields.title'), exact: true }).fill(title);
  await editor(page).click();
  await page.keyboard.type('Um texto para publicar.');
  await chooseTechnology(page);
  await page.getByLabel(t('cover.upload')).setInputFiles(cover);
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^\/api\/files\//);
  await describeCover(page, 'Um farol ao entardecer');
}

test('a published article is unpublished and deleted from its editor, each after a confirmation; "Publish at" shows its date', async ({ page }) => {
  await logIn(page, e2eOperational);
  const title = `Publicar e retirar ${Date.now()}`;
  await writeArticle(page, title);
  const publishedAt = page.getByLabel(t('fields.publishedAt'));
  await expect(publishedAt).toHaveValue('');
  await page.getByRole('button', { name: t('actions.publish'), exact: true }).click();
  await page.getByRole('alertdialog', { name: t('publishConfirm.title') }).getByRole('button', { name: t('actions.publish'), exact: true }).click();
  const done = page.getByRole('dialog', { name: t('publishedDialog.title') });
  const href = (await done.getByRole('link', { name: t('publishedDialog.open') }).getAttribute('href'))!;
  await done.getByRole('button', { name: t('publishedDialog.close') }).click();

  // The date the server gave it, in the browser's zone (today).
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await expect(publishedAt).toHaveValue(new RegExp(`^${today}T\\d{2}:\\d{2}$`));

  // Unpublish: the list's question, then the article is a draft again and off the site.
  await page.getByRole('button', { name: tAll('Admin.articles.actions.unpublish'), exact: true }).click();
  const unpublish = page.getByRole('alertdialog', { name: tAll('Admin.articles.confirm.unpublishTitle').replace('{title}', title) });
  await expect(unpublish).toContainText(tAll('Admin.articles.confirm.unpublishText'));
  await unpublish.getByRole('button', { name: tAll('Admin.articles.actions.unpublish'), exact: true }).click();
  await expect(page.getByText(tAll('Admin.articles.messages.unpublished'))).toBeVisible();
  await expect(page.getByTestId('article-status')).toHaveText(t('status.draft'));
  await expect(page.getByRole('button', { name: t('actions.publish'), exact: true })).toBeVisible();
  expect((await page.request.get(href)).status()).toBe(404);

  // Delete: cancelling keeps it; confirming removes it and goes to the list.
  const del = page.getByRole('alertdialog', { name: tAll('Admin.articles.confirm.deleteTitle').replace('{title}', title) });
  await page.getByRole('button', { name: tAll('Admin.articles.actions.delete'), exact: true }).click();
  await del.getByRole('button', { name: tAll('Admin.articles.confirm.cancel') }).click();
  await expect(del).toHaveCount(0);
  await page.getByRole('button', { name: tAll('Admin.articles.actions.delete'), exact: true }).click();
  await expect(del).toContainText(tAll('Admin.articles.confirm.deleteText'));
  await del.getByRole('button', { name: tAll('Admin.articles.actions.delete'), exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/list-of-articles$/);
  await page.goto(`/admin/list-of-articles?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

test('on a phone the publish actions stay at the bottom of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, e2eOperational);
  await page.goto('/admin/compose');
  const bar = page.getByTestId('publish-actions');
  const publish = bar.getByRole('button', { name: t('actions.publish'), exact: true });
  for (const where of ['top', 'bottom']) {
    await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight), where);
    await expect(publish).toBeInViewport();
    await expect(bar.getByRole('button', { name: t('actions.saveDraft') })).toBeInViewport();
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(Math.round(box.width)).toBe(390);
  }
  // Nothing is hidden under it for good: the last field scrolls above the bar.
  const last = page.getByRole('checkbox', { name: t('fields.featured') });
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const field = (await last.boundingBox())!;
  expect(field.y + field.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
});
