import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { message } from './support/messages';

// Issue 18, each language's site shows its content: the administrator names a category in English
// in the category dialog and an English article is published in it (through the API); the English
// blog and feed list it first, its chip reads in English, the Portuguese blog leaves it out, and a
// language with no article of its own (Haitian Creole) is filled with Portuguese cards, each with
// a language badge and lang="pt-BR" on its text. Admin session, pt-BR back office.

const t = (key: string, values: Record<string, string> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const stamp = Date.now().toString(36);
const names = { pt: `Nuvem Híbrida ${stamp}`, en: `Hybrid Cloud ${stamp}` };
const title = `An English article ${stamp}`;

async function bearer(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** The cards of a list: those in the page's language come first, then the badged fills. */
async function expectOwnLanguageFirst(cards: Locator) {
  const badged = await cards.evaluateAll((nodes) => nodes.map((node) => node.querySelector('[data-testid="language-badge"]') !== null));
  expect(badged).toEqual([...badged].sort((a, b) => Number(a) - Number(b)));
}

test('lists, feeds and category names follow the page’s language', async ({ page, request }) => {
  // The category dialog: Portuguese name and description, and an English name under "Translations".
  await page.goto('/admin/list-of-categories');
  await page.getByRole('button', { name: t('Categories.newCategory') }).click();
  const form = page.getByRole('dialog', { name: t('Categories.form.createTitle') });
  await form.getByRole('textbox', { name: t('Categories.form.name'), exact: true }).fill(names.pt);
  await form.getByRole('textbox', { name: t('Categories.form.description'), exact: true }).fill('Servidores próprios e nuvem.');
  await form.getByText(t('Categories.form.translations')).click();
  const english = t('Categories.form.languages.en');
  await form.getByRole('textbox', { name: t('Categories.form.translatedName', { language: english }) }).fill(names.en);
  await form.getByRole('textbox', { name: t('Categories.form.translatedDescription', { language: english }) }).fill('Own servers and cloud.');
  await form.getByRole('button', { name: t('Categories.form.save') }).click();
  await expect(page.getByText(message('pt-BR', 'Success.categoryCreated'))).toBeVisible();

  // Editing it again shows the English name kept.
  const row = page.getByRole('row').filter({ hasText: names.pt });
  await row.getByRole('button', { name: `${t('Categories.actions.edit')}: ${names.pt}` }).click();
  const editForm = page.getByRole('dialog', { name: t('Categories.form.editTitle') });
  await editForm.getByText(t('Categories.form.translations')).click();
  await expect(editForm.getByRole('textbox', { name: t('Categories.form.translatedName', { language: english }) })).toHaveValue(names.en);
  await editForm.getByRole('button', { name: t('Categories.form.cancel') }).click();

  // An English article in that category, published.
  const headers = await bearer(request);
  const found = await request.post('/api/category/categories-list', { data: { search: stamp }, headers });
  const category = (await found.json()).data.items[0];
  expect(category.translations).toEqual({ en: { name: names.en, description: 'Own servers and cloud.' } });
  const created = await request.post('/api/article/article', {
    data: {
      title,
      content: `<p>Text of ${title}.</p>`,
      excerpt: 'An article written in English.',
      categories: [category.id],
      image: '/uploads/e2e-cover.webp',
      language: 'en',
      status: 'published',
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);

  // The English blog lists it first among the recent articles, its chip named in English.
  await page.goto('/en/blog');
  const recentEn = page.locator('section#recent').getByTestId('article-card');
  const first = recentEn.first();
  await expect(first.getByRole('link', { name: title })).toBeVisible();
  await expect(first.getByTestId('language-badge')).toHaveCount(0);
  await expect(first.getByTestId('category-chip')).toHaveText(names.en);
  for (const id of ['featured', 'recent', 'popular', 'trending']) await expectOwnLanguageFirst(page.locator(`section#${id}`).getByTestId('article-card'));

  // The Portuguese blog leaves it out.
  await page.goto('/blog');
  await expect(page.locator('section#recent').getByTestId('article-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await expect(page.getByTestId('language-badge')).toHaveCount(0);

  // Haitian Creole has no article: Portuguese ones fill its lists, badged and marked as Portuguese.
  await page.goto('/ht/blog');
  const recentHt = page.locator('section#recent').getByTestId('article-card');
  await expect(recentHt.first()).toBeVisible();
  const count = await recentHt.count();
  for (let i = 0; i < count; i += 1) {
    const card = recentHt.nth(i);
    await expect(card.getByTestId('language-badge')).toHaveText(/^An pòtigè$/);
    await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('lang', 'pt-BR');
  }
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // Each language has its own feed; the English one starts with the new article, at its English address.
  const feedEn = await (await request.get('/en/feed.xml')).text();
  expect(feedEn).toContain('<language>en</language>');
  expect(/<item>[\s\S]*?<title>([^<]+)<\/title>/.exec(feedEn)?.[1]).toBe(title);
  expect(/<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(feedEn)?.[1]).toMatch(/\/en\/post\/[^/]+\/\d+$/);
  const feedHt = await (await request.get('/ht/feed.xml')).text();
  expect(feedHt).toContain('<language>ht</language>');
  expect(feedHt).not.toContain(title);
  expect(await (await request.get('/feed.xml')).text()).not.toContain(title);
  // Each page announces its language's feed.
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/ht\/feed\.xml$/);
});
