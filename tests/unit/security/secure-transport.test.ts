/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { enforceSecureTransport, isHttpsSite, withSecureFlag } from '../../../server/secure-transport.mjs';

// The production server (server/server.mjs) on an https SITE_URL: HSTS and Secure cookies on every
// answer, however Next writes its headers (setHeader, appendHeader or writeHead).
describe('secure transport', () => {
  it('knows an https site by its SITE_URL only', () => {
    expect(isHttpsSite('https://example.com')).toBe(true);
    expect(isHttpsSite(' HTTPS://example.com/')).toBe(true);
    expect(isHttpsSite('http://example.com')).toBe(false);
    expect(isHttpsSite(undefined)).toBe(false);
  });

  it('adds Secure to a cookie once', () => {
    expect(withSecureFlag('a=1; Path=/; HttpOnly')).toBe('a=1; Path=/; HttpOnly; Secure');
    expect(withSecureFlag('a=1; Path=/; Secure; HttpOnly')).toBe('a=1; Path=/; Secure; HttpOnly');
    expect(withSecureFlag('a=1; secure')).toBe('a=1; secure');
    // A value that merely contains the word is not the attribute.
    expect(withSecureFlag('insecure=1; Path=/')).toBe('insecure=1; Path=/; Secure');
  });

  describe('on a real HTTP server', () => {
    let server: Server;
    let base = '';
    beforeAll(async () => {
      server = createServer((req, res) => {
        enforceSecureTransport(res);
        if (req.url === '/set') {
          res.setHeader('Set-Cookie', ['session=abc; Path=/; HttpOnly', 'NEXT_LOCALE=en; Path=/']);
          res.appendHeader('set-cookie', 'device=x; Path=/');
          res.end('ok');
        } else {
          res.writeHead(200, [['set-cookie', 'cached=1; Path=/'], ['content-type', 'text/plain']]);
          res.end('ok');
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends HSTS and marks every cookie Secure', async () => {
      for (const path of ['/set', '/head']) {
        const res = await fetch(base + path);
        expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
        const cookies = res.headers.getSetCookie();
        expect(cookies.length).toBeGreaterThan(0);
        for (const cookie of cookies) expect(cookie).toMatch(/; Secure$/);
      }
    });
  });
});
