import { expect, test } from '@playwright/test';
import { articlesEn } from '../../db/seed-data/articles-en';
import { articlesPt } from '../../db/seed-data/articles-pt';
import { message } from './support/messages';

// The blog and its search on the seeded site: the seed's featured articles, its categories with
// their colours (technology: #1e3a8a, white text by the light-colour rule), the demo articles'
// texts. Articles in the seed without publishedDaysAgo are drafts.

const live = [...articlesPt, ...articlesEn].filter((a) => a.publishedDaysAgo !== undefined);
// The Portuguese blog lists Portuguese articles (README, "Languages of the lists").
const featured = live.filter((a) => a.featured && articlesPt.includes(a));

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** A long word of an article's body that no title of any seeded article holds. */
function bodyOnlyWord(content: string): string {
  const titles = fold([...articlesPt, ...articlesEn].map((a) => a.title).join(' '));
  const words = content.replace(/<[^>]+>/g, ' ').match(/[\p{L}]{10,}/gu) ?? [];
  const word = words.find((w) => !titles.includes(fold(w).slice(0, 6)));
  if (!word) throw new Error('no body-only word in the seeded article');
  return word;
}

test.describe('blog', () => {
  test('shows the seeded featured articles and the popular tags in their colours', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const featuredSection = page.locator('section#featured');
    await expect(featuredSection.getByRole('heading', { name: message('pt-BR', 'Blog.sections.featured') })).toBeVisible();
    expect(featured.length).toBeGreaterThan(0);
    for (const article of featured) {
      await expect(featuredSection.getByRole('link', { name: article.title })).toBeVisible();
    }
    for (const id of ['recent', 'popular', 'trending', 'tags', 'search']) {
      await expect(page.locator(`section#${id}`)).toBeVisible();
    }

    const tags = page.locator('section#tags').getByTestId('category-chip');
    expect(await tags.count()).toBeGreaterThan(1);
    const technology = tags.filter({ hasText: message('pt-BR', 'Categories.catalogue.technology') });
    await expect(technology).toHaveCSS('background-color', 'rgb(30, 58, 138)');
    await expect(technology).toHaveCSS('color', 'rgb(255, 255, 255)');

    // A tag opens that category's articles.
    await technology.click();
    await expect(page).toHaveURL(/\/list-article-results\?category=\d+$/);
    await expect(page.getByTestId('article-card').first()).toBeVisible();
  });

  test('the blog’s search box finds a seeded article by a word from its body', async ({ page }) => {
    const article = featured.find((a) => articlesPt.includes(a)) ?? live[0];
    const word = bodyOnlyWord(article.content);
    await page.goto('/blog');
    const search = page.locator('section#search');
    await search.getByRole('searchbox').fill(word);
    await search.getByRole('button', { name: message('pt-BR', 'Search.form.submit') }).click();

    await expect(page).toHaveURL(new RegExp(`/list-article-results/${encodeURIComponent(word)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('link', { name: article.title })).toBeVisible();
    await expect(page.getByTestId('search-count')).toBeVisible();
    // Search results stay out of the index but their links are followed.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex, follow/);
  });

  test('a query without any match says "No results found"', async ({ page }) => {
    await page.goto('/list-article-results/xyzzyqwv%20plughzz');
    await expect(page.getByRole('heading', { name: message('pt-BR', 'Search.noResults') })).toBeVisible();
    await expect(page.getByTestId('article-card')).toHaveCount(0);
  });

  test('an accented word finds what its unaccented spelling finds, in Portuguese and in English', async ({ page }) => {
    /** The result count and the cards of a search address. */
    const countOf = async (path: string) => {
      await page.goto(path);
      await expect(page.getByTestId('search-count')).toBeVisible();
      return page.getByTestId('article-card').count();
    };

    // pt-BR: typed in the blog's search box, the way a reader does.
    const plain = await countOf('/list-article-results/gestao');
    expect(plain).toBeGreaterThan(0);
    await page.goto('/blog');
    const search = page.locator('section#search');
    await search.getByRole('searchbox').fill('gestão');
    await search.getByRole('button', { name: message('pt-BR', 'Search.form.submit') }).click();
    await expect(page).toHaveURL(/\/list-article-results\/gest%C3%A3o$/);
    await expect(page.getByRole('heading', { level: 1, name: message('pt-BR', 'Search.titleQuery').replace('{query}', 'gestão') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('gestão');
    await expect(page.getByRole('heading', { name: message('pt-BR', 'Search.noResults') })).toHaveCount(0);
    await expect(page.getByTestId('article-card')).toHaveCount(plain);

    // en: the form's ?q= (redirected to the path) and the path itself.
    const plainEn = await countOf('/en/list-article-results/transformacao');
    expect(plainEn).toBeGreaterThan(0);
    await page.goto(`/en/list-article-results?q=${encodeURIComponent('transformação')}`);
    await expect(page).toHaveURL(/\/en\/list-article-results\/transforma%C3%A7%C3%A3o$/);
    await expect(page.getByRole('heading', { level: 1, name: message('en', 'Search.titleQuery').replace('{query}', 'transformação') })).toBeVisible();
    await expect(page.getByTestId('article-card')).toHaveCount(plainEn);
    await expect(page).toHaveTitle(/transformação/);
  });

  test('a malformed or doubly encoded search address is read once, never an error page', async ({ page }) => {
    // A malformed term is searched as the text typed (it moves to ?q=, where '%' is safe).
    const malformed = await page.goto('/list-article-results/%E0%A4%A');
    expect(malformed?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('%E0%A4%A');
    // So does an escaped percent, which the locale rewrite could not route in the path.
    expect((await page.goto('/en/list-article-results/100%25'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: message('en', 'Search.titleQuery').replace('{query}', '100%') })).toBeVisible();
    // Elsewhere a malformed address is a bad request, not a server error.
    expect((await page.request.get('/post/%E0%A4%A/1')).status()).toBe(400);

    // "%25C3%25A3" is the text "%C3%A3" typed by the reader: decoded once it stays that text, not "ã".
    const doubly = await page.goto('/list-article-results?q=gest%25C3%25A3o');
    expect(doubly?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('gest%C3%A3o');
  });

  test('/en/blog is in English', async ({ page }) => {
    await page.goto('/en/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: message('en', 'Blog.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: message('en', 'Blog.sections.featured') })).toBeVisible();
    await expect(page.getByRole('heading', { name: message('en', 'Blog.sections.trending') })).toBeVisible();
    // Its search form stays in English.
    await expect(page.locator('section#search form')).toHaveAttribute('action', '/en/list-article-results');
  });
});
