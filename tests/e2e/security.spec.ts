import { expect, test } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { logIn } from './support/session';

test.describe('security and operations', () => {
  test('a page answers with the security headers', async ({ page }) => {
    const response = await page.goto('/login');
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const framing = /frame-ancestors 'self'/.test(headers['content-security-policy'] ?? '') || /^(sameorigin|deny)$/i.test(headers['x-frame-options'] ?? '');
    expect(framing, 'frame-ancestors or X-Frame-Options').toBe(true);
    expect(headers['x-powered-by']).toBeUndefined();
  });

  test('the session cookie is HttpOnly and SameSite=Lax', async ({ page }) => {
    await logIn(page, e2eAdmin);
    const sessionCookies = (await page.context().cookies()).filter((c) => /session/i.test(c.name));
    expect(sessionCookies.length, 'a session cookie after signing in').toBeGreaterThan(0);
    for (const cookie of sessionCookies) {
      expect(cookie.httpOnly, cookie.name).toBe(true);
      expect(cookie.sameSite, cookie.name).toBe('Lax');
    }
  });

  test('staff screens get a strict CSP with a fresh nonce on every script; public pages a cacheable one', async ({ page, request }) => {
    const nonces = new Set<string>();
    for (const path of ['/login', '/recover-password', '/en/login']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const csp = response.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, `${path}: ${csp}`).toBeTruthy();
      expect(csp).toContain("'strict-dynamic'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      nonces.add(nonce!);
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size, 'a new nonce per answer').toBe(3);

    for (const path of ['/', '/blog', '/contact']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("base-uri 'self'");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).not.toContain('nonce-');
      expect(headers['cache-control'], path).toMatch(/s-maxage=/);
    }
    for (const path of ['/', '/login', '/api/health']) {
      const policy = (await request.get(path)).headers()['permissions-policy'] ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy, path).toContain(feature);
    }

    // The back office works under that policy: nothing it needs is refused.
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to (execute|load)/i.test(msg.text())) violations.push(msg.text());
    });
    await logIn(page, e2eAdmin);
    for (const path of ['/admin/dashboard', '/admin/list-of-articles', '/admin/compose', '/admin/users']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
    }
    expect(violations).toEqual([]);
  });

  // Issue 14: a CDN stores no answer that sets a cookie, and every public page used to set NEXT_LOCALE.
  test('anonymous public pages set no cookie and are CDN-cacheable by tag; staff screens stay private', async ({ page, browser }) => {
    const visitor = await browser.newContext({ locale: 'pt-BR', storageState: { cookies: [], origins: [] } });
    const feed = await (await visitor.request.get('/feed.xml')).text();
    const article = new URL(/<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(feed)![1]).pathname;
    const articleId = /\/(\d+)$/.exec(article)![1];
    for (const path of ['/', '/blog', article, '/en/blog', '/es', '/contact', '/faq']) {
      // Twice: the first request may render the page, the second is served from the cache.
      for (let round = 0; round < 2; round += 1) {
        const response = await visitor.request.get(path, { headers: { 'accept-language': path.startsWith('/e') ? 'en-US,en' : 'pt-BR,pt' }, maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const headers = response.headers();
        expect(headers['set-cookie'], `${path}: ${headers['set-cookie']}`).toBeUndefined();
        expect(headers['cache-control'], path).toBe('public, s-maxage=60, stale-while-revalidate=600');
        expect(headers['cache-tag'], path).toContain('settings:layout');
        expect(headers['surrogate-key'], path).toContain('settings:layout');
        expect(headers['vary'], path).toContain('Accept-Encoding');
        // Issue 35: the path alone says the language, so a CDN keeps one copy per address.
        expect(headers['vary'], path).not.toMatch(/accept-language|cookie/i);
      }
    }
    expect((await visitor.request.get(article)).headers()['cache-tag']).toContain(`article:${articleId}`);
    expect(await visitor.cookies()).toEqual([]);

    // Picking a language is what writes the cookie, in the browser. An unprefixed address then still
    // answers its own language (the same bytes for everyone, issue 35), and the browser offers the pick.
    const tab = await visitor.newPage();
    await tab.goto('/blog');
    await tab.getByTestId('language-switcher').filter({ visible: true }).first().selectOption('en');
    await expect(tab).toHaveURL(/\/en\/blog$/);
    await expect.poll(async () => (await visitor.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
    await tab.goto('/blog');
    await expect(tab).toHaveURL(/\/blog$/);
    expect(new URL(tab.url()).pathname).toBe('/blog');
    await expect(tab.getByTestId('language-suggestion')).toHaveAttribute('lang', 'en');
    await visitor.close();

    // Staff screens and the API are never cached by anyone.
    expect((await page.request.get('/login')).headers()['cache-control']).toBe('private, no-store');
    await logIn(page, e2eAdmin);
    const dashboard = await page.goto('/admin/dashboard');
    expect(dashboard!.headers()['cache-control']).toBe('private, no-store');
    expect(dashboard!.headers()['cache-tag']).toBeUndefined();
  });

  test('/api/health and /api/ready answer 200', async ({ request }) => {
    expect((await request.get('/api/health')).status()).toBe(200);
    expect((await request.get('/api/ready')).status()).toBe(200);
  });
});
