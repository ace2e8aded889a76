import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { describeCover } from './support/cover';
import { message } from './support/messages';
import { logIn } from './support/session';

// Issue 18's journey: an admin writes an article in Portuguese, adds its English translation from the
// editor's Translations panel, publishes both; each page's hreflang alternates point at the other and
// at x-default (the Portuguese one); each blog lists its own; search in each language finds its own
// first; and the language switcher on the Portuguese article opens the English one (or, for a language
// with no translation, that language's blog with a notice).

const t = (key: string) => message('pt-BR', `Admin.compose.${key}`);
const cover = path.resolve(__dirname, '..', 'fixtures', 'cover.png');

const titleField = (page: Page) => page.getByRole('textbox', { name: t('fields.title'), exact: true });
const editor = (page: Page) => page.getByRole('textbox', { name: t('fields.content') });

/** Publishes the article open in the editor and returns its slug and id (from the edit URL). */
async function publish(page: Page): Promise<{ slug: string; id: string }> {
  await page.getByRole('button', { name: t('actions.publish'), exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: t('publishConfirm.title') });
  await confirm.getByRole('button', { name: t('actions.publish'), exact: true }).click();
  const done = page.getByRole('dialog', { name: t('publishedDialog.title') });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: t('publishedDialog.close') }).click();
  await expect(page.getByTestId('article-status')).toHaveText(t('status.published'));
  const [, slug, id] = /\/admin\/compose\/([^/]+)\/(\d+)$/.exec(new URL(page.url()).pathname)!;
  return { slug, id };
}

/** The page's hreflang alternates (hreflang → href). */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  return page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
    Object.fromEntries(links.map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!])),
  );
}

test('a Portuguese article and its English translation point at each other, and the switcher follows them', async ({ page, baseURL }) => {
  await logIn(page, e2eAdmin);
  const stamp = Date.now();
  const ptTitle = `Como vender para outros países ${stamp}`;
  const enTitle = `How to sell abroad ${stamp}`;

  // The Portuguese article, written and published in the editor (its language is the default one).
  await page.goto('/admin/compose');
  await titleField(page).fill(ptTitle);
  await editor(page).click();
  await page.keyboard.type('Um guia curto para exportar com segurança.');
  await page.getByRole('checkbox', { name: message('pt-BR', 'Categories.catalogue.commerce'), exact: true }).check();
  await page.getByLabel(t('cover.upload')).setInputFiles(cover);
  await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^\/api\/files\//);
  // The cover is described in the article's language, where it was uploaded (publishing needs it).
  await describeCover(page, 'Um porto com contêineres', message('pt-BR', 'Media.languages.pt-BR'));
  const pt = await publish(page);

  // The Translations panel: its language, no translation yet, then "Add translation: English".
  const panel = page.getByTestId('translations');
  await expect(panel).toContainText(t('translations.language').replace('{language}', message('pt-BR', 'Site.languages.ptBR')));
  await expect(panel).toContainText(t('translations.none'));
  await panel.getByRole('button', { name: t('translations.add').replace('{language}', message('pt-BR', 'Site.languages.en')) }).click();

  // The draft copy opens: in English, prefilled from the source, linked back to it.
  await expect(page).not.toHaveURL(new RegExp(`/admin/compose/${pt.slug}/${pt.id}$`));
  await expect(titleField(page)).toHaveValue(`${ptTitle} [EN]`);
  await expect(page.getByTestId('article-status')).toHaveText(t('status.draft'));
  await expect(page.locator('#article-language')).toHaveValue('en');
  const back = page.getByTestId('translations');
  await expect(back).toContainText(message('pt-BR', 'Site.languages.ptBR'));
  await expect(back.getByRole('link', { name: t('translations.editLabel').replace('{language}', message('pt-BR', 'Site.languages.ptBR')) })).toHaveAttribute(
    'href',
    `/admin/compose/${pt.slug}/${pt.id}`,
  );

  // The translator rewrites the title and publishes it.
  await titleField(page).fill(enTitle);
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('A short guide to exporting safely.');
  // The same cover, now asked for in English: the translator describes it too.
  await describeCover(page, 'A harbour with containers', message('pt-BR', 'Media.languages.en'));
  const en = await publish(page);

  const ptUrl = `${baseURL}/post/${pt.slug}/${pt.id}`;
  const enUrl = `${baseURL}/en/post/${en.slug}/${en.id}`;

  // Each page lists the other at its own address, itself, and x-default on the Portuguese one.
  const ptAnswer = await page.goto(`/post/${pt.slug}/${pt.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ptTitle })).toBeVisible();
  expect(await alternatesOf(page)).toEqual({ 'pt-BR': ptUrl, en: enUrl, 'x-default': ptUrl });
  // No HTTP Link header contradicts them (it used to name /en/post/<the Portuguese one>, /es/…, …).
  expect(ptAnswer!.headers()['link'] ?? '').not.toContain('hreflang');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', ptUrl);

  await page.goto(`/en/post/${en.slug}/${en.id}`);
  await expect(page.getByRole('heading', { level: 1, name: enTitle })).toBeVisible();
  expect(await alternatesOf(page)).toEqual({ 'pt-BR': ptUrl, en: enUrl, 'x-default': ptUrl });

  // The sitemap lists each once, with the same alternates.
  const sitemap = await (await page.request.get('/sitemap/articles-1.xml')).text();
  const entry = new RegExp(`<url><loc>${enUrl}</loc><xhtml:link rel="alternate" hreflang="pt-BR" href="${ptUrl}"/><xhtml:link rel="alternate" hreflang="en" href="${enUrl}"/><xhtml:link rel="alternate" hreflang="x-default" href="${ptUrl}"/>`);
  expect(sitemap).toMatch(entry);
  expect(sitemap).not.toContain(`<loc>${baseURL}/en/post/${pt.slug}/${pt.id}</loc>`);

  // Each blog lists its own: the Portuguese article on /blog, the English one on /en/blog (where the
  // Portuguese one does not fill a list, its translation being live).
  const cardTitled = (title: string) => page.getByTestId('article-card').getByRole('link', { name: title, exact: true });
  await page.goto('/blog');
  await expect(cardTitled(ptTitle).first()).toBeVisible();
  await expect(cardTitled(enTitle)).toHaveCount(0);
  await page.goto('/en/blog');
  await expect(cardTitled(enTitle).first()).toBeVisible();
  await expect(cardTitled(ptTitle)).toHaveCount(0);

  // Search in each language finds its own first: an English stem from /en ("selling" → sell), the
  // Portuguese word without its accent from /blog's search; the stamp narrows it to these two.
  const firstResult = () => page.getByRole('main').getByTestId('article-card').first();
  await page.goto(`/en/list-article-results/${encodeURIComponent(`selling ${stamp}`)}`);
  await expect(firstResult()).toContainText(enTitle);
  await page.goto(`/list-article-results/${encodeURIComponent(`paises ${stamp}`)}`);
  await expect(firstResult()).toContainText(ptTitle);
  await page.goto(`/en/list-article-results/${stamp}`);
  await expect(page.getByRole('main').getByTestId('article-card')).toHaveCount(2);
  await expect(firstResult()).toContainText(enTitle);
  await page.goto(`/list-article-results/${stamp}`);
  await expect(firstResult()).toContainText(ptTitle);

  // The switcher on the Portuguese article opens the English one …
  await page.goto(`/post/${pt.slug}/${pt.id}`);
  await page.getByTestId('site-header').getByTestId('language-switcher').selectOption('en');
  await expect(page).toHaveURL(new RegExp(`/en/post/${en.slug}/${en.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: enTitle })).toBeVisible();

  // … and, for Spanish (no translation), the Spanish blog saying so.
  await page.getByTestId('site-header').getByTestId('language-switcher').selectOption('es');
  await expect(page).toHaveURL(/\/es\/blog\?translation=missing$/);
  await expect(page.getByTestId('no-translation-notice')).toHaveText(message('es', 'Blog.noTranslation'));
});
