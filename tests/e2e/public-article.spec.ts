import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { message, messagePattern } from './support/messages';
import { logIn } from './support/session';

// The public article page, the author profile, the read beacon, the OG image and the staff preview,
// on the seeded demo content (db/seed.ts): "como-escolher-um-erp" is published by Rafael Almeida,
// "lgpd-na-pratica" is a draft. pt-BR (no locale prefix) unless a test says otherwise.

const seeded = {
  published: { slug: 'como-escolher-um-erp', search: 'Como escolher um ERP', author: 'Rafael Almeida', email: 'rafael.almeida@example.com', phone: '+55 21 99654-1234' },
  draft: { slug: 'lgpd-na-pratica', search: 'LGPD na prática' },
};
let adminToken = '';
const ids: { published: number; draft: number; publishedTitle: string; draftTitle: string } = {
  published: 0,
  draft: 0,
  publishedTitle: '',
  draftTitle: '',
};

async function findArticle(request: APIRequestContext, token: string, { slug, search }: { slug: string; search: string }): Promise<{ id: number; title: string }> {
  const res = await request.post('/api/article/articles-list', { data: { limit: 100, page: 1, search }, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
  const items: { id: number; unique_key: string; title: string }[] = (await res.json()).data.items;
  const found = items.find((a) => a.unique_key === slug);
  expect(found, `seeded article ${slug}`).toBeTruthy();
  return { id: found!.id, title: found!.title };
}

test.beforeAll(async ({ request }) => {
  const auth = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(auth.ok()).toBeTruthy();
  const token: string = (await auth.json()).token;
  adminToken = token;
  const published = await findArticle(request, token, seeded.published);
  const draft = await findArticle(request, token, seeded.draft);
  Object.assign(ids, { published: published.id, publishedTitle: published.title, draft: draft.id, draftTitle: draft.title });
});

const articleUrl = () => `/post/${seeded.published.slug}/${ids.published}`;

test("an article's cover is its LCP image: preloaded from the head with high priority, sent as AVIF to a browser that takes it", async ({ page }) => {
  await page.goto(articleUrl());
  const cover = page.locator('main img').first();
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(cover).toHaveAttribute('loading', 'eager');
  const src = await cover.getAttribute('src');
  // The page as served preloads its cover alone, from the head. (Checked on the HTML: once the page
  // runs, Next's prefetch of the pages it links to adds their covers' preload hints to this head.)
  const html = await (await page.request.get(articleUrl())).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const preloads = head.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*fetchPriority="high"[^>]*>/gi) ?? [];
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toContain(src!.split('?')[0]);
  // Below the fold, the related articles' covers wait until they are scrolled to.
  const later = page.locator('main img[loading="lazy"]');
  expect(await later.count()).toBeGreaterThan(0);
  const avif = await page.request.get(src!, { headers: { accept: 'image/avif,image/webp,*/*;q=0.8' } });
  expect(avif.headers()['content-type']).toBe('image/avif');
  expect(avif.headers()['vary']).toMatch(/(^|, )Accept(,|$)/);
});

test('a reader goes from the blog to an article, to the author profile and back', async ({ page }) => {
  // The seeded article is featured on the blog.
  await page.goto('/blog');
  await page.locator('#featured').locator(`a[href$="${articleUrl()}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${articleUrl()}$`));
  // Its cover (a seeded upload) is served as WebP.
  const cover = await page.locator('main img').first().getAttribute('src');
  expect(cover).toMatch(/^\/api\/files\/[a-f0-9]{32}\?w=\d+$/);
  const image = await page.request.get(cover!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ids.publishedTitle);
  const article = page.locator('article').first();
  await expect(article.getByTestId('category-chip').first()).toBeVisible();
  await expect(page.getByTestId('article-reading-time')).toHaveText(
    new RegExp(`${messagePattern('pt-BR', 'Format.readingMinutes').source}|${messagePattern('pt-BR', 'Format.readingLessThanOne').source}`),
  );
  await expect(page.getByTestId('article-date')).toBeVisible();
  const card = page.getByTestId('author-card');
  await expect(card).toContainText(seeded.published.author);
  await expect(page.getByTestId('share-links').locator('a[data-share="whatsapp"]')).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);

  await card.getByTestId('author-card-link').click();
  await expect(page).toHaveURL(/\/profile\/[^/]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seeded.published.author);
  await expect(page.getByTestId('profile-articles')).toContainText(ids.publishedTitle);
  const html = await page.content();
  expect(html).not.toContain(seeded.published.email);
  expect(html).not.toContain(seeded.published.phone);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${articleUrl()}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ids.publishedTitle);
});

test('a wrong or missing slug lands on the canonical URL, keeping the locale', async ({ page, request }) => {
  const wrong = await request.get(`/post/um-slug-antigo/${ids.published}`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(308);
  expect(wrong.headers()['location']).toMatch(new RegExp(`/post/${seeded.published.slug}/${ids.published}$`));

  await page.goto(`/post/um-slug-antigo/${ids.published}`);
  expect(new URL(page.url()).pathname).toBe(articleUrl());
  await page.goto(`/post/${ids.published}`);
  expect(new URL(page.url()).pathname).toBe(articleUrl());
  await page.goto(`/en/post/wrong/${ids.published}`);
  expect(new URL(page.url()).pathname).toBe(`/en${articleUrl()}`);
});

test('a draft’s public URL is not found, and unknown authors are "No authors found"', async ({ page }) => {
  const draft = await page.goto(`/post/${seeded.draft.slug}/${ids.draft}`);
  expect(draft?.status()).toBe(404);
  const unknown = await page.goto('/post/nada/99999999');
  expect(unknown?.status()).toBe(404);
  const author = await page.goto('/profile/ninguem/99999999');
  expect(author?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('pt-BR', 'Errors.noAuthors'));
});

test('the served HTML carries BlogPosting and BreadcrumbList JSON-LD and an OG image that is a PNG', async ({ request }) => {
  const res = await request.get(articleUrl());
  expect(res.status()).toBe(200);
  const html = await res.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const posting = blocks.find((b) => b['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({ headline: ids.publishedTitle, author: { '@type': 'Person', name: seeded.published.author } });
  expect(posting.datePublished).toBeTruthy();
  expect(posting.publisher['@type']).toBe('Organization');
  expect(blocks.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(3);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/post\/como-escolher-um-erp\/\d+"/);

  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(ogImage).toContain(`/api/og/article/${ids.published}`);
  const image = await request.get(new URL(ogImage!).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await request.get(`/api/og/article/${ids.draft}`)).status()).toBe(404);
});

test('the read beacon is sent once per visitor and day', async ({ page }) => {
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/article/read/')) beacons.push(r.url());
  });
  const counted = page.waitForResponse((r) => r.url().includes(`/api/article/read/${ids.published}`));
  await page.goto(articleUrl());
  expect((await counted).status()).toBe(204);
  expect(await page.evaluate((id) => localStorage.getItem(`vitrine:read:${id}`), ids.published)).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ids.publishedTitle);
  // The copy button answers only once the page is hydrated, and the beacon's effect runs in that same
  // hydration: after it, a second beacon would already have been requested.
  await page.getByTestId('copy-link').click();
  await expect(page.getByTestId('share-links').getByRole('status')).toHaveText(
    new RegExp(`${message('pt-BR', 'Post.linkCopied')}|${message('pt-BR', 'Post.copyFailed').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  expect(beacons).toEqual([expect.stringContaining(`/api/article/read/${ids.published}`)]);
});

test('staff preview a draft with the article layout, marked as not published and noindex', async ({ page }) => {
  await logIn(page, e2eAdmin);
  await page.goto(`/admin/preview/${ids.draft}`);
  await expect(page.getByTestId('preview-banner')).toContainText(message('pt-BR', 'Preview.banner'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ids.draftTitle);
  await expect(page.getByTestId('article-body')).not.toBeEmpty();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('publishing and unpublishing show on the cached public page at the next request', async ({ request }) => {
  const auth = { authorization: `Bearer ${adminToken}` };
  const categories = await request.post('/api/category/categories-list', { data: {}, headers: auth });
  const categoryId: number = (await categories.json()).data.items[0].id;
  const title = `Artigo publicado ${Date.now().toString(36)}`;
  const created = await request.post('/api/article/article', {
    data: { title, content: '<p>Primeira versão.</p>', categories: [categoryId], image: '/uploads/e2e-cover.webp' },
    headers: auth,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, unique_key: key } = (await created.json()).data;
  const url = `/post/${key}/${id}`;

  // The draft's 404 is cached like any page; publishing expires it.
  expect((await request.get(url)).status()).toBe(404);
  const publish = await request.put(`/api/article/article-change-status/${id}/${key}`, { data: { status: 'published' }, headers: auth });
  expect(publish.ok(), await publish.text()).toBeTruthy();
  const live = await request.get(url);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain(title);
  expect((await request.post(`/api/article/read/${id}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' } })).status()).toBe(204);

  const unpublish = await request.put(`/api/article/article-change-status/${id}/${key}`, { data: { status: 'draft' }, headers: auth });
  expect(unpublish.ok(), await unpublish.text()).toBeTruthy();
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.post(`/api/article/read/${id}`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/131.0' } })).status()).toBe(404);
});

test('a reader coming back to a cached article is told it has not changed (ETag, 304)', async ({ request }) => {
  // Served from the page copies once Next has rendered it: the copy carries a strong ETag.
  let etag = '';
  await expect
    .poll(async () => {
      const res = await request.get(articleUrl());
      etag = res.headers()['etag'] ?? '';
      return res.headers()['x-vitrine-page-cache'] === 'HIT' && /^"[\w-]+"$/.test(etag);
    })
    .toBe(true);
  const again = await request.get(articleUrl(), { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  // Any other validator gets the page itself.
  const other = await request.get(articleUrl(), { headers: { 'if-none-match': '"not-this-page"' } });
  expect(other.status()).toBe(200);
  expect(await other.text()).toContain('</html>');
});
