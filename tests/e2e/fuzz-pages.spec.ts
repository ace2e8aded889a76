import { expect, test } from '@playwright/test';
import { FUZZ_SEED, pageRoutes, seeded, sweepRoutes } from './support/page-fuzz';

// No page answers 500, whatever its address: every public and sign-in page and file route (feeds,
// sitemap) found under app/, its dynamic segments and search parameters filled with bad values (NUL,
// ids past PostgreSQL's integer, malformed %-sequences, overlong, unicode …), in the default language
// and in one other drawn by the seed (FUZZ_SEED). Requests only: no browser.

const random = seeded(FUZZ_SEED);
const otherLocale = ['en', 'es', 'fr', 'ht'][Math.floor(random() * 4)];

test.describe('page sweep, signed out', () => {
  // A few hundred requests to a server that renders each page.
  test.describe.configure({ timeout: 420_000 });

  test('the reported addresses are not found', async ({ request }) => {
    for (const url of ['/feed/%00.xml', '/en/feed/x%00.xml', '/%00', '/faq/%00', `/${otherLocale}/post/x%00/1`]) {
      expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(404);
    }
  });

  test(`every public page and file route, pt-BR and ${otherLocale} (seed ${FUZZ_SEED})`, async ({ request }) => {
    const routes = pageRoutes().filter((r) => !r.admin);
    expect(routes.map((r) => r.pattern)).toEqual(expect.arrayContaining(['/feed/[file]', '/[locale]/feed/[file]', '/[locale]/post/[[...params]]']));
    const { requests, failures } = await sweepRoutes(request, routes, otherLocale, random);
    console.log(`page sweep (signed out): ${routes.length} routes, ${requests} requests, ${failures.length} failures`);
    expect(failures).toEqual([]);
  });
});
