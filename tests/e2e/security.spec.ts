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

  test('/api/health and /api/ready answer 200', async ({ request }) => {
    expect((await request.get('/api/health')).status()).toBe(200);
    expect((await request.get('/api/ready')).status()).toBe(200);
  });
});
