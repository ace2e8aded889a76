import { count, eq } from 'drizzle-orm';
import { POST as articlePost } from '@/app/api/article/article/route';
import { POST as logoutPost } from '@/app/api/auth/auth/logout/route';
import { POST as categoryPost } from '@/app/api/category/category/route';
import { DELETE as categoryDelete } from '@/app/api/category/category/[id]/[unique_key]/route';
import { POST as contactPost } from '@/app/api/contact/contact/route';
import { POST as uploadPost } from '@/app/api/upload/route';
import { GET as ownUserGet } from '@/app/api/user/user/[id]/route';
import { articles, categories, messages } from '@/db/schema';
import { auth } from '@/lib/auth/config';
import { resolveSession } from '@/lib/auth/sessions';
import { resetEnvCache } from '@/lib/env';
import en from '@/messages/en.json';
import { params, request as apiRequest, signedIn, type SignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';

// Cross-site request forgery and body size limits, through the real route handlers. The browser's
// session cookie is stood in for by mocking Auth.js's auth(): apiHandler asks it for the session only
// when the request carries the cookie, as the app does.
jest.mock('@/lib/auth/config', () => ({ auth: jest.fn(), signIn: jest.fn(), signOut: jest.fn(), handlers: {} }));

const t = setUpTestDb({ env: { AUTH_SECRET: 'integration-test-secret-0123456789-abcdefghij', SITE_URL: 'https://vitrine.test', TRUST_PROXY: undefined }, throttle: true });
let admin: SignedIn;

const SITE = 'http://localhost';
const EVIL = 'http://localhost:4000';
const COOKIE = 'authjs.session-token=browser-session';

interface Init {
  method?: string;
  body?: BodyInit;
  headers?: Record<string, string>;
  cookie?: boolean;
  token?: string;
}

/** A POST unless told, to the site, carrying exactly these headers (no JSON content type of its own). */
const request = (path: string, init: Init = {}) =>
  apiRequest(path, {
    method: init.method ?? 'POST',
    rawBody: init.body,
    token: init.token,
    cookie: init.cookie ? COOKIE : undefined,
    origin: SITE,
    headers: { 'content-type': null, ...init.headers },
  });

/** Makes Auth.js see the admin's browser session behind the cookie. */
async function browserSession(who: SignedIn) {
  const lookup = await resolveSession(who.token);
  if (lookup.state !== 'valid') throw new Error('no session');
  (auth as unknown as jest.Mock).mockResolvedValue({ state: 'valid', currentUser: lookup.user });
}

const categoryBody = JSON.stringify({ name: 'ERP', description: 'Systems', text_color: '#ffffff', background_color: '#1e3a8a' });
const json = { 'content-type': 'application/json' };
const createCategory = (init: Init) => categoryPost(request('/api/category/category', { body: categoryBody, ...init }), params({}));
const categoryCount = async () => (await t.db.select({ n: count() }).from(categories))[0].n;

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ error: true, code: 403, message: en.Errors.crossSiteRequest, errorCode: 'CSRF_REJECTED' });
}

/** A body stream of `total` bytes in 64 KB chunks, with no Content-Length; `pulled()` says how much was read. */
function chunkedBody(total: number, fill = 'a') {
  const chunk = new TextEncoder().encode(fill.repeat(64 * 1024));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

beforeEach(async () => {
  admin = await signedIn(t.db, 'admin');
  await browserSession(admin);
});

describe('a change made with the session cookie must come from the site itself', () => {
  it('refuses another origin (another port of the same host), and writes nothing', async () => {
    await expectRefused(await createCategory({ cookie: true, headers: { ...json, origin: EVIL } }));
    await expectRefused(await createCategory({ cookie: true, headers: { ...json, origin: 'null' } }));
    expect(await categoryCount()).toBe(0);
  });

  it("refuses what the browser calls cross-site or same-site, whatever the Origin says", async () => {
    await expectRefused(await createCategory({ cookie: true, headers: { ...json, 'sec-fetch-site': 'cross-site' } }));
    await expectRefused(await createCategory({ cookie: true, headers: { ...json, 'sec-fetch-site': 'same-site', origin: EVIL } }));
    await expectRefused(await createCategory({ cookie: true, headers: { ...json, 'sec-fetch-site': 'same-site', origin: SITE } }));
    expect(await categoryCount()).toBe(0);
  });

  it('refuses a request with neither Origin nor Sec-Fetch-Site', async () => {
    await expectRefused(await createCategory({ cookie: true, headers: json }));
    expect(await categoryCount()).toBe(0);
  });

  it('refuses an auto-submitted text/plain form and a no-cors fetch, even from the same origin', async () => {
    // <form enctype="text/plain"> with a field named like the JSON: the body parses as the JSON.
    const form = { 'content-type': 'text/plain', origin: EVIL, 'sec-fetch-site': 'same-site' };
    await expectRefused(await createCategory({ cookie: true, headers: form }));
    // fetch(url, { mode: 'no-cors', method: 'POST', body: '{…}' }) sends text/plain;charset=UTF-8.
    await expectRefused(await createCategory({ cookie: true, headers: { 'content-type': 'text/plain;charset=UTF-8', origin: EVIL } }));
    await expectRefused(await createCategory({ cookie: true, headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE, 'sec-fetch-site': 'same-origin' } }));
    // A Blob with no type sends no Content-Type at all.
    await expectRefused(await createCategory({ cookie: true, headers: { origin: SITE } }));
    expect(await categoryCount()).toBe(0);
  });

  it("accepts the site's own JSON calls: by Origin (the request's own or SITE_URL's) or by Sec-Fetch-Site", async () => {
    const created = await createCategory({ cookie: true, headers: { 'content-type': 'application/json; charset=utf-8', origin: SITE, 'sec-fetch-site': 'same-origin' } });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    // Another host name, as the Host header says.
    const viaHost = await categoryPost(
      request('/api/category/category', {
        body: JSON.stringify({ ...JSON.parse(categoryBody), name: 'CRM' }),
        cookie: true,
        headers: { ...json, host: 'site.example:8443', origin: 'http://site.example:8443' },
      }),
      params({}),
    );
    expect(viaHost.status).toBe(201);
    // Behind a proxy that hides the public address: SITE_URL's origin.
    const viaSiteUrl = await categoryPost(
      request('/api/category/category', { body: JSON.stringify({ ...JSON.parse(categoryBody), name: 'BI' }), cookie: true, headers: { ...json, origin: 'https://vitrine.test' } }),
      params({}),
    );
    expect(viaSiteUrl.status).toBe(201);
    // No Origin but the browser's Sec-Fetch-Site; a DELETE without a body needs no content type.
    const deleted = await categoryDelete(
      request(`/api/category/category/${data.id}/${data.unique_key}`, { method: 'DELETE', cookie: true, headers: { 'sec-fetch-site': 'same-origin' } }),
      params({ id: String(data.id), unique_key: data.unique_key }),
    );
    expect(deleted.status).toBe(200);
    // A DELETE moves the category to the trash (issue 33 §4): the row stays, marked deleted.
    expect(await categoryCount()).toBe(3);
    const [trashed] = await t.db.select({ deletedAt: categories.deletedAt }).from(categories).where(eq(categories.id, data.id));
    expect(trashed.deletedAt).not.toBeNull();
  });

  it('believes X-Forwarded-Host only behind a trusted proxy', async () => {
    const viaProxy = (name: string) =>
      categoryPost(
        request('/api/category/category', {
          body: JSON.stringify({ ...JSON.parse(categoryBody), name }),
          cookie: true,
          headers: { ...json, host: '127.0.0.1:3000', 'x-forwarded-host': 'www.example.com', 'x-forwarded-proto': 'https', origin: 'https://www.example.com' },
        }),
        params({}),
      );
    await expectRefused(await viaProxy('One'));
    process.env.TRUST_PROXY = 'true';
    resetEnvCache();
    try {
      expect((await viaProxy('Two')).status).toBe(201);
    } finally {
      delete process.env.TRUST_PROXY;
      resetEnvCache();
    }
  });

  it('leaves bearer-token calls alone, from anywhere', async () => {
    const res = await createCategory({ token: admin.token, headers: { ...json, origin: EVIL, 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(201);
  });

  it('refuses a cross-site logout form; the session stays', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: EVIL, 'sec-fetch-site': 'same-site' };
    await expectRefused(await logoutPost(request('/api/auth/auth/logout', { body: '', cookie: true, headers: form }), params({})));
    expect((await resolveSession(admin.token)).state).toBe('valid');
  });

  it('applies only the Origin rule to a multipart upload', async () => {
    const upload = (headers: Record<string, string>) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array([1, 2, 3])], 'x.png'));
      return uploadPost(request('/api/upload', { body: form, cookie: true, headers }), params({}));
    };
    await expectRefused(await upload({ origin: EVIL }));
    // Same origin: past the check (the bytes are no image: 422).
    expect((await upload({ origin: SITE })).status).toBe(422);
  });

  it('does not refuse a public form that ignores the session, even with the cookie', async () => {
    const body = JSON.stringify({ name: 'Maria', email: 'maria@example.com', company: 'Acme', subject: 'Hi', message: 'Hello' });
    const res = await contactPost(request('/api/contact/contact', { body, cookie: true, headers: { ...json, origin: EVIL } }), params({}));
    expect(res.status).toBe(201);
  });

  it('leaves reads alone', async () => {
    const res = await ownUserGet(request(`/api/user/user/${admin.id}`, { method: 'GET', cookie: true, headers: { origin: EVIL } }), params({ id: String(admin.id) }));
    expect(res.status).toBe(200);
  });
});

describe('request bodies have a size limit', () => {
  const contactJson = (size: number) =>
    JSON.stringify({ name: 'Maria', email: 'maria@example.com', company: 'Acme', subject: 'Hi', message: 'Hello', padding: 'x'.repeat(size) });

  it('refuses a 2 MB contact body with 413 and stores nothing', async () => {
    const body = contactJson(2 * 1024 * 1024);
    const res = await contactPost(request('/api/contact/contact', { body, headers: { ...json, 'content-length': String(Buffer.byteLength(body)) } }), params({}));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: true, code: 413, message: en.Errors.payloadTooLarge.replace('{max}', '1'), errorCode: 'PAYLOAD_TOO_LARGE' });
    expect((await t.db.select({ n: count() }).from(messages))[0].n).toBe(0);
  });

  it('cuts off a chunked body with no Content-Length as soon as it passes the limit', async () => {
    const body = chunkedBody(20 * 1024 * 1024);
    const res = await contactPost(request('/api/contact/contact', { body: body.stream, headers: json }), params({}));
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(1024 * 1024 + 2 * 64 * 1024);
    expect((await t.db.select({ n: count() }).from(messages))[0].n).toBe(0);
  });

  it('refuses a 20 MB upload by its Content-Length without reading it, and a chunked one past the image limit', async () => {
    const declared = chunkedBody(20 * 1024 * 1024);
    const res = await uploadPost(
      request('/api/upload', { body: declared.stream, token: admin.token, headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(20 * 1024 * 1024) } }),
      params({}),
    );
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(en.Uploads.tooLarge.replace('{max}', '10'));
    expect(declared.pulled()).toBeLessThanOrEqual(64 * 1024);

    const chunked = chunkedBody(20 * 1024 * 1024);
    const res2 = await uploadPost(request('/api/upload', { body: chunked.stream, token: admin.token, headers: { 'content-type': 'multipart/form-data; boundary=x' } }), params({}));
    expect(res2.status).toBe(413);
    expect(chunked.pulled()).toBeLessThanOrEqual(10 * 1024 * 1024 + 64 * 1024 + 2 * 64 * 1024);
  });

  it('gives the article routes room for a large article (1.5 MB) but not for more than 4 MB', async () => {
    const category = await (await createCategory({ token: admin.token, headers: json })).json();
    // 490,000 three-byte characters: under the content limit in characters, ~1.5 MB on the wire.
    const article = (content: string) => JSON.stringify({ title: 'Big', content, categories: [category.data.id] });
    const large = article(`<p>${'€'.repeat(490_000)}</p>`);
    expect(Buffer.byteLength(large)).toBeGreaterThan(1.4 * 1024 * 1024);
    const res = await articlePost(request('/api/article/article', { body: large, token: admin.token, headers: json }), params({}));
    expect(res.status).toBe(201);

    // 1,500,000 three-byte characters: ~4.3 MB on the wire, refused before the schema reads it.
    const tooLarge = article(`<p>${'€'.repeat(1_500_000)}</p>`);
    const refused = await articlePost(request('/api/article/article', { body: tooLarge, token: admin.token, headers: json }), params({}));
    expect(refused.status).toBe(413);
    expect((await refused.json()).message).toBe(en.Errors.payloadTooLarge.replace('{max}', '4'));
    expect((await t.db.select({ n: count() }).from(articles))[0].n).toBe(1);
  });
});
