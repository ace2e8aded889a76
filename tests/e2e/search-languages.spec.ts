import { expect, test } from '@playwright/test';
import { articlesEn } from '../../db/seed-data/articles-en';
import { articlesPt } from '../../db/seed-data/articles-pt';

// Search per language on the seeded site (issue 18): an English article is found from the English
// page and from the Portuguese one, its card shows the passage around the match with the word in
// <mark>, and on a page of another language the card says its own language (`lang`).

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** A live English article and a long word of its body's beginning (where excerpts are looked for) that no seeded title holds. */
function englishArticleAndWord() {
  const titles = fold([...articlesPt, ...articlesEn].map((a) => a.title).join(' '));
  for (const article of articlesEn.filter((a) => a.publishedDaysAgo !== undefined)) {
    const words = article.content.slice(0, 2500).replace(/<[^>]+>/g, ' ').match(/\p{L}{9,}/gu) ?? [];
    const word = words.find((w) => !titles.includes(fold(w).slice(0, 6)));
    if (word) return { article, word };
  }
  throw new Error('no live English article with a body-only word');
}

test.describe('search per language', () => {
  const { article, word } = englishArticleAndWord();

  test('finds an English article from /en with the word marked in its excerpt', async ({ page }) => {
    await page.goto(`/en/list-article-results/${encodeURIComponent(word)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const card = page.getByTestId('article-card').filter({ has: page.getByRole('link', { name: article.title }) });
    await expect(card).toBeVisible();
    // English first (the list starts with an article in the page's language, which needs no lang of
    // its own).
    await expect(page.getByTestId('article-card').first().getByRole('heading').getByRole('link')).not.toHaveAttribute('lang', /.+/);
    await expect(card.getByRole('link', { name: article.title })).not.toHaveAttribute('lang', /.+/);
    await expect(card.locator('mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'));
    // Search results stay out of the index but their links are followed.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex, follow/);
  });

  test('finds it from the Portuguese page too, its card marked as English', async ({ page }) => {
    await page.goto(`/list-article-results/${encodeURIComponent(word)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    const link = page.getByRole('link', { name: article.title });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('lang', 'en');
    const card = page.getByTestId('article-card').filter({ has: link });
    await expect(card.locator('p[lang="en"] mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'));
  });
});
