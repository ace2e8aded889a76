import type { IncomingMessage, ServerResponse } from 'node:http';
import { Children, cloneElement, createElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { and, eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { POST as linkPost } from '@/app/api/preview/preview-link/route';
import { DELETE as linkDelete } from '@/app/api/preview/preview-link/[id]/route';
import { GET as linksGet } from '@/app/api/preview/preview-links/route';
import SharedPreview, { generateMetadata } from '@/app/[locale]/(site)/preview/[token]/page';
import { articles, auditLog, pages, previewLinks } from '@/db/schema';
import { hashToken } from '@/lib/auth/tokens';
import { robotsRules } from '@/lib/seo/robots';
import { params, request, signedIn, type SignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createRole } from '@/tests/support/users-api';
import { applyCdnHeaders } from '@/server/cdn-headers.mjs';
import { cacheKey } from '@/server/page-cache.mjs';
import en from '@/messages/en.json';
import ptBR from '@/messages/pt-BR.json';

// Draft preview links (issue 31 §2) end to end below HTTP: the API makes, lists and revokes links;
// the public route /preview/{token} is rendered as Next renders it for a visitor without cookies
// (its server components called, then written as HTML; this file is .ts: no JSX), and the production server's layers that set
// cache headers (server/cdn-headers.mjs, server/page-cache.mjs) are asked about its address. The real
// server's answer (status, headers, meta) is checked by tests/e2e/preview-links.signed-in.spec.ts.

const catalogues = { en, 'pt-BR': ptBR } as const;
jest.mock('next-intl/server', () => ({
  setRequestLocale: jest.fn(),
  getTranslations: jest.fn(async (options: { locale: 'en' | 'pt-BR'; namespace?: string }) =>
    createTranslator({ locale: options.locale, messages: catalogues[options.locale] as never, namespace: options.namespace as never }),
  ),
}));
// The article view's links need next-intl's router; plain anchors render the same address.
jest.mock('@/i18n/link', () => ({ Link: ({ href, ...rest }: { href: string }) => jest.requireActual<typeof import('react')>('react').createElement('a', { href, ...rest }) }));

const t = setUpTestDb({ env: { SITE_URL: 'https://vitrine.test' } });

type Envelope<T> = { status: number; json: { error: boolean; message: string; data: T; errors?: { field: string; message: string }[] } };
type Created = { id: number; url: string; expires_at: string };
type Listed = { items: { id: number; kind: string; entity_id: number; expires_at: string; created_by: { id: number; name: string } | null }[]; total: number };

async function envelope<T>(res: Response): Promise<Envelope<T>> {
  return { status: res.status, json: await res.json() };
}

const share = async (user: SignedIn, body: Record<string, unknown>) =>
  envelope<Created>(await linkPost(request('/api/preview/preview-link', { method: 'POST', body, token: user.token }), params({})));
const list = async (user: SignedIn, kind: string, id: number) =>
  envelope<Listed>(await linksGet(request(`/api/preview/preview-links?kind=${kind}&id=${id}`, { token: user.token }), params({})));
const revoke = async (user: SignedIn, id: number) =>
  envelope<Listed['items'][number]>(await linkDelete(request(`/api/preview/preview-link/${id}`, { method: 'DELETE', token: user.token }), params({ id: String(id) })));

type Props = { children?: ReactNode };

/** A tree with its (async) server components called, so renderToStaticMarkup can write it. */
async function resolve(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolve));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<Props>;
  if (typeof element.type === 'function') return resolve(await (element.type as (props: Props) => ReactNode | Promise<ReactNode>)(element.props));
  const children = element.props.children === undefined ? undefined : await Promise.all(Children.toArray(element.props.children).map(resolve));
  if ((element.type as unknown) === Fragment) return createElement(Fragment, null, ...(children ?? []));
  return children === undefined ? element : cloneElement(element, undefined, ...children);
}

/** What a visitor without cookies gets at the link's address: 200 with the HTML, or the not-found page's 404. */
async function open(url: string): Promise<{ status: 200; html: string; title: string; robots: unknown; referrer: unknown } | { status: 404 }> {
  const { pathname } = new URL(url);
  const match = /^\/(?:(en|es|fr|ht)\/)?preview\/([^/]+)$/.exec(pathname);
  if (!match) throw new Error(`not a preview address: ${url}`);
  const route = params({ locale: match[1] ?? 'pt-BR', token: match[2] });
  try {
    const metadata = await generateMetadata(route);
    const html = renderToStaticMarkup(await resolve(await SharedPreview(route)));
    return { status: 200, html, title: String(metadata.title), robots: metadata.robots, referrer: metadata.referrer };
  } catch (error) {
    // next/navigation's notFound() throws this digest; Next answers it with the site's not-found page.
    if ((error as { digest?: string }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return { status: 404 };
    throw error;
  }
}

/** The headers the production server's layer sends for a page answer at `path` (Next having said `given`). */
function serverHeaders(path: string, given: Record<string, string>): Record<string, unknown> {
  const headers: Record<string, unknown> = { ...given };
  const res = {
    statusCode: 200,
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = value;
      return res;
    },
    writeHead: () => res,
  };
  applyCdnHeaders({ method: 'GET', url: path, headers: {} } as IncomingMessage, res as unknown as ServerResponse);
  (res.writeHead as () => unknown)();
  return headers;
}

let writer: SignedIn;
let other: SignedIn;
let manager: SignedIn;
let pagesEditor: SignedIn;

async function addArticle(authorId: number, extra: Partial<typeof articles.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(articles)
    .values({ uniqueKey: `draft-${authorId}-${Date.now()}`, title: 'Quarterly plan draft', content: '<p>Confidential body of the plan.</p>', authorId, status: 'draft', locale: 'pt-BR', ...extra })
    .returning({ id: articles.id, uniqueKey: articles.uniqueKey });
  return row;
}

beforeEach(async () => {
  writer = await signedIn(t.db, 'operational', undefined, 'Wanda Writer');
  other = await signedIn(t.db, 'operational');
  manager = await signedIn(t.db, 'manager');
  await createRole(t.db, 'pages-only', ['pages']);
  pagesEditor = await signedIn(t.db, 'pages-only', undefined, 'Paulo Pages');
});

describe('preview links of an article', () => {
  test('create → 201; the link opens without cookies with the draft, noindex and no-store; revoke → 404', async () => {
    const article = await addArticle(writer.id);
    const made = await share(writer, { kind: 'article', id: article.id, unique_key: article.uniqueKey });
    expect(made.status).toBe(201);
    expect(made.json.message).toBe(en.Previews.messages.created);
    const { id, url, expires_at } = made.json.data;
    expect(Object.keys(made.json.data).sort()).toEqual(['expires_at', 'id', 'url']);
    // Absolute, from SITE_URL; a pt-BR draft has no locale prefix; the token is 32 random bytes in base64url.
    expect(url).toMatch(/^https:\/\/vitrine\.test\/preview\/[A-Za-z0-9_-]{43}$/);
    const days = (new Date(expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // Only the token's SHA-256 is stored.
    const token = url.split('/').pop() as string;
    const [row] = await t.db.select().from(previewLinks).where(eq(previewLinks.id, id));
    expect(row).toMatchObject({ tokenHash: hashToken(token), kind: 'article', entityId: article.id, createdBy: writer.id, revokedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);

    const seen = await open(url);
    expect(seen.status).toBe(200);
    if (seen.status !== 200) return;
    expect(seen.html).toContain('Quarterly plan draft');
    expect(seen.html).toContain('Confidential body of the plan.');
    expect(seen.title).toContain('Quarterly plan draft');
    // <meta name="robots" content="noindex, nofollow"> and no Referer carrying the token.
    expect(seen.robots).toEqual({ index: false, follow: false });
    expect(seen.referrer).toBe('no-referrer');

    // Every layer that sets cache headers: private, no-store and noindex whatever Next said; never a page-cache key.
    for (const path of [new URL(url).pathname, `/en${new URL(url).pathname}`]) {
      const headers = serverHeaders(path, { 'cache-control': 's-maxage=31536000, stale-while-revalidate', 'x-nextjs-cache': 'HIT' });
      expect(headers['cache-control']).toBe('private, no-store');
      expect(headers['x-robots-tag']).toBe('noindex');
      expect(headers['cache-tag']).toBeUndefined();
      expect(cacheKey({ method: 'GET', url: path, headers: {} } as IncomingMessage)).toBeNull();
    }
    // Robots keep crawlers out of /preview/ as well.
    expect(robotsRules().rules).toEqual([expect.objectContaining({ disallow: expect.arrayContaining(['/preview/', '/en/preview/']) })]);

    const listed = await list(writer, 'article', article.id);
    expect(listed.status).toBe(200);
    expect(listed.json.data.total).toBe(1);
    expect(listed.json.data.items[0]).toMatchObject({ id, kind: 'article', entity_id: article.id, created_by: { id: writer.id, name: 'Wanda Writer User' } });
    expect(listed.json.data.items[0].expires_at).toBe(expires_at);

    const revoked = await revoke(writer, id);
    expect(revoked.status).toBe(200);
    expect(revoked.json.message).toBe(en.Previews.messages.revoked);
    expect(await open(url)).toEqual({ status: 404 });
    expect((await list(writer, 'article', article.id)).json.data.items).toEqual([]);
    // A second revoke finds no active link.
    expect((await revoke(writer, id)).status).toBe(404);

    const audit = await t.db.select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details }).from(auditLog).where(eq(auditLog.entityType, 'preview'));
    expect(audit.map((a) => a.action).sort()).toEqual(['preview.create', 'preview.revoke']);
    expect(audit.every((a) => a.actorId === writer.id)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  test('an expired link is not found; expires_in_days is 1 to 30', async () => {
    const article = await addArticle(writer.id);
    const made = await share(writer, { kind: 'article', id: article.id, unique_key: article.uniqueKey, expires_in_days: 30 });
    expect(made.status).toBe(201);
    expect(Math.round((new Date(made.json.data.expires_at).getTime() - Date.now()) / 86_400_000)).toBe(30);
    expect((await open(made.json.data.url)).status).toBe(200);
    await t.db.update(previewLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(previewLinks.id, made.json.data.id));
    expect(await open(made.json.data.url)).toEqual({ status: 404 });
    expect((await list(writer, 'article', article.id)).json.data.total).toBe(0);

    for (const days of [31, 0, -1]) {
      const refused = await share(writer, { kind: 'article', id: article.id, unique_key: article.uniqueKey, expires_in_days: days });
      expect({ days, status: refused.status }).toEqual({ days, status: 422 });
      expect(refused.json.errors).toEqual([{ field: 'expires_in_days', message: en.Previews.errors.daysRange }]);
    }
    // Not a whole number of days: a malformed request (400), as everywhere in the API (lib/core/json-body.ts).
    for (const days of [2.5, 'soon']) {
      expect((await share(writer, { kind: 'article', id: article.id, unique_key: article.uniqueKey, expires_in_days: days })).status).toBe(400);
    }
    const badKind = await share(writer, { kind: 'post', id: article.id, unique_key: article.uniqueKey });
    expect(badKind.status).toBe(422);
    expect(badKind.json.errors?.map((e) => e.field)).toEqual(['kind']);
  });

  test('only those who may edit the article may share it, list its links or revoke them', async () => {
    const article = await addArticle(writer.id);
    // Someone else's article, without articles-all: 403, and nothing stored.
    const refused = await share(other, { kind: 'article', id: article.id, unique_key: article.uniqueKey });
    expect(refused.status).toBe(403);
    expect(await t.db.select().from(previewLinks)).toEqual([]);
    // The pages grant alone opens no article.
    expect((await share(pagesEditor, { kind: 'article', id: article.id, unique_key: article.uniqueKey })).status).toBe(403);
    // A wrong unique_key names no article.
    expect((await share(writer, { kind: 'article', id: article.id, unique_key: 'not-it' })).status).toBe(404);

    const made = await share(writer, { kind: 'article', id: article.id, unique_key: article.uniqueKey });
    expect((await list(other, 'article', article.id)).status).toBe(403);
    expect((await revoke(other, made.json.data.id)).status).toBe(403);
    expect((await open(made.json.data.url)).status).toBe(200);

    // articles-all (a manager) may share and revoke anyone's.
    const managers = await share(manager, { kind: 'article', id: article.id, unique_key: article.uniqueKey, expires_in_days: 1 });
    expect(managers.status).toBe(201);
    const listed = await list(writer, 'article', article.id);
    expect(listed.json.data.items.map((i) => i.id)).toEqual([managers.json.data.id, made.json.data.id]);
    expect((await revoke(manager, made.json.data.id)).status).toBe(200);
    expect(await open(made.json.data.url)).toEqual({ status: 404 });
    expect((await open(managers.json.data.url)).status).toBe(200);
  });

  test('a deleted article takes its links with it; unknown tokens are not found', async () => {
    const article = await addArticle(writer.id, { locale: 'en' });
    const made = await share(writer, { kind: 'article', id: article.id, unique_key: article.uniqueKey });
    // An English draft's link is under /en, so the site's frame speaks its language.
    expect(made.json.data.url).toMatch(/^https:\/\/vitrine\.test\/en\/preview\//);
    const seen = await open(made.json.data.url);
    expect(seen.status === 200 && seen.html).toContain(en.Previews.public.banner);
    await t.db.delete(articles).where(eq(articles.id, article.id));
    expect(await open(made.json.data.url)).toEqual({ status: 404 });
    expect(await open('https://vitrine.test/preview/not-a-token')).toEqual({ status: 404 });
    expect(await open(`https://vitrine.test/preview/${'A'.repeat(43)}`)).toEqual({ status: 404 });
    // Its links may still be revoked (by whoever holds the grant of their kind).
    expect((await revoke(writer, made.json.data.id)).status).toBe(200);
  });
});

describe('preview links of a page', () => {
  test('a page link shows the page draft; pages grant required', async () => {
    const [page] = await t.db
      .insert(pages)
      .values({
        uniqueKey: 'pricing-draft',
        locale: 'pt-BR',
        title: 'Pricing (draft)',
        status: 'draft',
        blocks: [{ type: 'cta', id: 'b1', title: 'Secret launch offer', button: { label: 'Talk to us', href: '/contact' } }],
      })
      .returning({ id: pages.id, uniqueKey: pages.uniqueKey });
    expect((await share(writer, { kind: 'page', id: page.id, unique_key: page.uniqueKey })).status).toBe(403);
    const made = await share(pagesEditor, { kind: 'page', id: page.id, unique_key: page.uniqueKey, expires_in_days: '3' });
    expect(made.status).toBe(201);
    const seen = await open(made.json.data.url);
    expect(seen.status).toBe(200);
    if (seen.status !== 200) return;
    expect(seen.html).toContain('Secret launch offer');
    expect(seen.title).toContain('Pricing (draft)');
    expect(seen.robots).toEqual({ index: false, follow: false });

    const listed = await list(pagesEditor, 'page', page.id);
    expect(listed.json.data.items).toEqual([expect.objectContaining({ kind: 'page', entity_id: page.id, created_by: { id: pagesEditor.id, name: 'Paulo Pages User' } })]);
    expect((await list(writer, 'page', page.id)).status).toBe(403);
    expect((await revoke(pagesEditor, made.json.data.id)).status).toBe(200);
    expect(await open(made.json.data.url)).toEqual({ status: 404 });
    const [row] = await t.db.select({ revokedAt: previewLinks.revokedAt }).from(previewLinks).where(and(eq(previewLinks.kind, 'page'), eq(previewLinks.entityId, page.id)));
    expect(row.revokedAt).toBeInstanceOf(Date);
  });
});
