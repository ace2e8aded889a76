import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { message } from './support/messages';

// The public site's frame and content pages (issue 3): home v1/v2 following the layout setting,
// /home-v2, public SEO markup in the served HTML, the WhatsApp button, the FAQ accordion without
// JavaScript, section scrolling from the header menu, the landing page's anchors and 404s inside
// the site's frame. pt-BR unless a test says otherwise.

const t = (key: string) => message('pt-BR', key);

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token;
}

async function saveLayout(request: APIRequestContext, token: string, version: 'v1' | 'v2') {
  return request.post('/api/layout/layout-setting', { data: { current_version: version }, headers: { authorization: `Bearer ${token}` } });
}

test.describe('home design versions', () => {
  // Other journeys share the server's database: leave v1 in force whatever happens here.
  test.afterAll(async ({ request }) => {
    const token = await adminToken(request);
    const res = await saveLayout(request, token, 'v1');
    expect([201, 409]).toContain(res.status());
  });

  test('switching the layout version changes / at the next request, and back', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-v1')).toBeVisible();
    await expect(page.getByTestId('home-v2')).toHaveCount(0);
    await expect(page.getByTestId('site-logo')).toHaveAttribute('data-version', 'v1');

    const token = await adminToken(request);
    const saved = await saveLayout(request, token, 'v2');
    expect(saved.status(), await saved.text()).toBe(201);
    expect((await saved.json()).data.currentVersion).toBe('v2');

    await page.goto('/');
    await expect(page.getByTestId('home-v2')).toBeVisible();
    await expect(page.getByTestId('home-v1')).toHaveCount(0);
    // The header's logo follows the version in force.
    await expect(page.getByTestId('site-logo')).toHaveAttribute('data-version', 'v2');
    await expect(page.getByTestId('site-logo').locator('img')).toHaveAttribute('src', /logo-v2\.svg/);

    const again = await saveLayout(request, token, 'v2');
    expect(again.status()).toBe(409);
    expect((await again.json()).errorCode).toBe('VERSION_ALREADY_APPLIED');

    expect((await saveLayout(request, token, 'v1')).status()).toBe(201);
    await page.goto('/');
    await expect(page.getByTestId('home-v1')).toBeVisible();
  });

  test('/home-v2 shows design v2 while v1 is in force, with its canonical on /', async ({ page }) => {
    await page.goto('/home-v2');
    await expect(page.getByTestId('home-v2')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$|:\d+$/);
    // Both designs hold the same sections.
    for (const id of ['services', 'solutions', 'latest-articles', 'contact-cta']) await expect(page.locator(`#${id}`)).toHaveCount(1);
  });

  test('home carries Organization structured data and the latest articles', async ({ page }) => {
    await page.goto('/');
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(data.map((d) => JSON.parse(d)['@type'])).toContain('Organization');
    await expect(page.locator('#latest-articles').getByTestId('article-card').first()).toBeVisible();
  });
});

test.describe('public SEO entries', () => {
  test('a head script goes into <head> and body markup into <body> of the served HTML', async ({ page, request }) => {
    const token = await adminToken(request);
    const probe = `probe-${Date.now().toString(36)}`;
    const created = await request.post('/api/seo/seo', {
      // `necessary`: runs for every visitor (analytics and marketing code waits for consent: consent.spec.ts).
      data: { head: `<script>window.__seoProbe=1</script>\n<meta name="e2e-probe" content="${probe}">`, body: `<div id="seo-body-probe" hidden>${probe}</div>`, category: 'necessary' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const entry = (await created.json()).data;
    try {
      for (const path of ['/', '/faq']) {
        const html = await (await request.get(path)).text();
        const headStart = html.indexOf('<head');
        const headEnd = html.indexOf('</head>');
        const script = html.indexOf('<script>window.__seoProbe=1</script>');
        expect(script, `${path}: the head script is served`).toBeGreaterThan(headStart);
        expect(script, `${path}: the head script sits before </head>`).toBeLessThan(headEnd);
        const meta = html.indexOf(`content="${probe}"`);
        expect(meta).toBeGreaterThan(headStart);
        expect(meta).toBeLessThan(headEnd);
        expect(html.indexOf('id="seo-body-probe"'), `${path}: the body markup is in <body>`).toBeGreaterThan(html.indexOf('<body'));
      }
      await page.goto('/faq');
      expect(await page.evaluate(() => (window as unknown as { __seoProbe?: number }).__seoProbe)).toBe(1);
    } finally {
      const removed = await request.delete(`/api/seo/seo/${entry.id}/${entry.unique_key}`, { headers: { authorization: `Bearer ${token}` } });
      expect(removed.status()).toBe(200);
    }
    const after = await (await request.get('/faq')).text();
    expect(after).not.toContain('window.__seoProbe=1');
  });
});

test.describe('site frame', () => {
  test('the WhatsApp button links to wa.me with the seeded phone and message', async ({ page }) => {
    await page.goto('/');
    const button = page.getByTestId('whatsapp-button');
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/5511999990000\?text=.+/);
    await expect(button).toHaveAccessibleName(t('Site.whatsapp.label'));
    await expect(button).toHaveAttribute('target', '_blank');
  });

  test('the footer shows the contact details and the newsletter signup', async ({ page }) => {
    await page.goto('/faq');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('link', { name: /contato@example\.com/ })).toBeVisible();
    await expect(footer.locator('#newsletter-slot form')).toBeVisible();
  });

  test('a menu link to a home section followed from another page scrolls to that section', async ({ page }) => {
    await page.goto('/faq');
    const nav = page.getByTestId('site-header').getByRole('navigation', { name: t('Site.mainNavLabel') });
    await nav.getByRole('link', { name: t('Site.nav.services'), exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-v1')).toBeVisible();
    await expect(page.locator('#services')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The stored target is used once.
    expect(await page.evaluate(() => window.sessionStorage.getItem('vitrine:scroll-section'))).toBeNull();
  });

  test('any other navigation starts at the top of the page', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByTestId('site-footer').getByRole('link', { name: t('Site.nav.faq'), exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: t('Faq.title') })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown path answers 404 inside the site header and footer', async ({ page }) => {
    const response = await page.goto('/caminho-que-nao-existe/e2e');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
  });
});

test.describe('FAQ', () => {
  test('the accordion opens without JavaScript, and a product filter narrows the list', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    try {
      await page.goto('/faq');
      await expect(page.getByTestId('faq-group')).toHaveCount(2);
      const item = page.getByTestId('faq-item').first();
      const answer = item.locator('p');
      await expect(answer).toBeHidden();
      await item.locator('summary').click();
      await expect(answer).toBeVisible();
      expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('"FAQPage"');

      await page.getByRole('navigation', { name: t('Faq.filterLabel') }).getByRole('link', { name: t('Faq.products.rcSistemi') }).click();
      await expect(page).toHaveURL(/\/faq\/rc-sistemi$/);
      await expect(page.getByTestId('faq-group')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2, name: t('Faq.products.rcSistemi') })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the English page shows the English questions; an unknown product is not found', async ({ page, request }) => {
    await page.goto('/en/faq/rc-sistemi');
    await expect(page.getByText('What is RC Sistemi?')).toBeVisible();
    expect((await request.get('/faq/produto-que-nao-existe')).status()).toBe(404);
  });

  test('the header menu folds into a disclosure on phones that opens without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR', viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    try {
      await page.goto('/faq');
      const header = page.getByTestId('site-header');
      const blog = header.getByRole('link', { name: t('Site.nav.blog'), exact: true });
      await expect(blog).toBeHidden();
      await header.locator('summary').click();
      await expect(blog).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('RC Sistemi landing page', () => {
  test('every entry of its menu is an anchor to a section of the page, and the portal button is configured', async ({ page }) => {
    await page.goto('/rc-sistemI');
    const menu = page.getByTestId('landing-menu');
    const links = menu.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(7);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^#[a-z]+$/);
      await expect(page.locator(href!)).toHaveCount(1);
    }
    await expect(menu.getByTestId('portal-button')).toHaveAttribute('href', /^https?:\/\//);
    await menu.getByRole('link', { name: t('Landing.menu.case'), exact: true }).click();
    await expect(page.locator('#case')).toBeInViewport();
  });

  test('the playground is marked noindex', async ({ page }) => {
    await page.goto('/playground');
    await expect(page.getByRole('heading', { level: 1, name: t('Playground.title') })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
