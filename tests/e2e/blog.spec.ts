import { expect, test } from '@playwright/test';
import { articlesEn } from '../../db/seed-data/articles-en';
import { articlesPt } from '../../db/seed-data/articles-pt';
import { message } from './support/messages';

// The blog and its search on the seeded site: the seed's featured articles, its categories with
// their colours (technology: #1e3a8a, white text by the light-colour rule), the demo articles'
// texts. Articles in the seed without publishedDaysAgo are drafts.

const live = [...articlesPt, ...articlesEn].filter((a) => a.publishedDaysAgo !== undefined);
const featured = live.filter((a) => a.featured);

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
