/** @jest-environment node */
import { crossSiteReason, isJsonContentType, requestOrigin } from '@/lib/api/same-origin';

const context = { urlOrigin: 'http://localhost:3000', siteUrl: 'https://www.example.com/', trustProxy: false };
const headers = (h: Record<string, string>) => new Headers(h);

describe('requestOrigin', () => {
  it('is the Host the browser addressed, with the URL scheme', () => {
    expect(requestOrigin(headers({ host: 'site.test:8080' }), context)).toBe('http://site.test:8080');
    expect(requestOrigin(headers({}), context)).toBe('http://localhost:3000');
  });

  it('takes X-Forwarded-Host and -Proto only behind a trusted proxy', () => {
    const h = headers({ host: '127.0.0.1:3000', 'x-forwarded-host': 'www.example.org, proxy', 'x-forwarded-proto': 'https' });
    expect(requestOrigin(h, context)).toBe('http://127.0.0.1:3000');
    expect(requestOrigin(h, { ...context, trustProxy: true })).toBe('https://www.example.org');
  });
});

describe('crossSiteReason', () => {
  const json = { 'content-type': 'application/json' };

  it('accepts the same origin (by Host or SITE_URL) or Sec-Fetch-Site: same-origin', () => {
    expect(crossSiteReason(headers({ ...json, host: 'localhost:3000', origin: 'http://localhost:3000' }), 'json', context)).toBeNull();
    expect(crossSiteReason(headers({ ...json, host: '10.0.0.5:3000', origin: 'https://www.example.com' }), 'json', context)).toBeNull();
    expect(crossSiteReason(headers({ ...json, 'sec-fetch-site': 'same-origin' }), 'json', context)).toBeNull();
  });

  it('refuses another port, scheme or host, an opaque origin, and no proof at all', () => {
    for (const origin of ['http://localhost:4000', 'https://localhost:3000', 'http://evil.test', 'null', 'not a url']) {
      expect(crossSiteReason(headers({ ...json, host: 'localhost:3000', origin }), 'json', context)).toBe('origin');
    }
    expect(crossSiteReason(headers({ ...json, host: 'localhost:3000' }), 'json', context)).toBe('origin');
    expect(crossSiteReason(headers({ ...json, host: 'localhost:3000', 'sec-fetch-site': 'none' }), 'json', context)).toBe('origin');
  });

  it('refuses cross-site and same-site fetches whatever the Origin', () => {
    for (const site of ['cross-site', 'same-site']) {
      expect(crossSiteReason(headers({ ...json, host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': site }), 'json', context)).toBe('origin');
    }
  });

  it('asks a JSON route for the JSON type when there is a body, and a form route only for the origin', () => {
    const same = { host: 'localhost:3000', origin: 'http://localhost:3000' };
    expect(crossSiteReason(headers({ ...same, 'content-type': 'text/plain;charset=UTF-8' }), 'json', context)).toBe('content-type');
    expect(crossSiteReason(headers({ ...same, 'content-length': '12' }), 'json', context)).toBe('content-type');
    expect(crossSiteReason(headers({ ...same, 'content-length': '0' }), 'json', context)).toBeNull();
    expect(crossSiteReason(headers(same), 'json', context)).toBeNull();
    expect(crossSiteReason(headers({ ...same, 'content-type': 'multipart/form-data; boundary=x' }), 'form-data', context)).toBeNull();
  });

  it('reads the JSON type with parameters and in any case', () => {
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/json-patch+json')).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });
});
