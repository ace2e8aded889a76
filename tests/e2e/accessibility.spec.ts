import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// axe (WCAG 2.x A/AA rules) on the public pages a visitor from a search engine lands on, on a phone
// and on a desktop: no serious or critical violation. The article is a seeded, published one.

const pages = [
  { name: 'home', path: '/' },
  { name: 'home v2', path: '/home-v2' },
  { name: 'blog', path: '/blog' },
  { name: 'article', path: '/post/como-escolher-um-erp/' },
  { name: 'FAQ', path: '/faq' },
  { name: 'landing page', path: '/rc-sistemI' },
];

for (const viewport of [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 900 },
]) {
  for (const target of pages) {
    test(`${target.name} has no serious or critical accessibility violation (${viewport.label})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      let path = target.path;
      if (path.endsWith('/')) {
        // The article's id comes from the seed: follow the blog's link to it.
        await page.goto('/blog');
        path = (await page.locator(`a[href^="${path}"]`).first().getAttribute('href'))!;
      }
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
