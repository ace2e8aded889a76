import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from './support/accounts';

// Pages built from blocks on the public site (issue 30 §1): a page published through the API at
// /{slug} and /en/{slug}, axe-clean, and not found once unpublished; the seeded home page's own slug
// leads to `/`, and a slug no page has is not found; an edit of the home page's hero shows on `/`
// and /home-v2 at once.

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token;
}

const blocks = (title: string, features: string, call: string) => [
  { type: 'hero', title, text: `${title}: intro`, primary: { label: 'Contato', href: '/contact' } },
  { type: 'features', title: features, items: [{ icon: 'cloud', title: `${features} 1`, text: 'Hospedagem segura e backups diários.' }] },
  { type: 'cta', title: call, button: { label: 'Contato', href: '/contact' } },
];

test('the home page’s slug leads to / and a slug no page has is not found', async ({ page, request }) => {
  for (const [path, target] of [
    ['/home', '/'],
    ['/en/home', '/en'],
  ] as const) {
    expect([307, 308], path).toContain((await request.get(path, { maxRedirects: 0 })).status());
    await page.goto(path);
    expect(new URL(page.url()).pathname).toBe(target);
    await expect(page.getByTestId('page-blocks')).toBeVisible();
  }
  for (const path of ['/pagina-que-nao-existe', '/en/pagina-que-nao-existe', '/nao%20existe']) expect((await request.get(path)).status(), path).toBe(404);
});

test('a published page renders at /{slug} and /en/{slug} with its blocks, passes axe, and is not found once unpublished', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const slug = `sobre-${Date.now().toString(36)}`;
  const created = await request.post('/api/page/page', { headers, data: { title: 'Sobre nós E2E', slug, locale: 'pt-BR', status: 'published', blocks: blocks('Sobre nós E2E', 'O que fazemos', 'Vamos conversar?') } });
  expect(created.status(), await created.text()).toBe(201);
  const pt = (await created.json()).data as { id: number; unique_key: string };
  const translated = await request.post('/api/page/page', {
    headers,
    data: { title: 'About us E2E', slug, locale: 'en', status: 'published', translation_of: pt.id, blocks: blocks('About us E2E', 'What we do', 'Shall we talk?') },
  });
  expect(translated.status(), await translated.text()).toBe(201);
  const en = (await translated.json()).data as { id: number; unique_key: string };
  try {
    await page.goto(`/${slug}`);
    const blocksRoot = page.getByTestId('page-blocks');
    await expect(blocksRoot.getByRole('heading', { level: 1, name: 'Sobre nós E2E' })).toBeVisible();
    await expect(blocksRoot.getByRole('heading', { level: 2, name: 'O que fazemos' })).toBeVisible();
    await expect(blocksRoot.getByRole('heading', { level: 2, name: 'Vamos conversar?' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en/${slug}$`));
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await page.goto(`/en/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'About us E2E' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What we do' })).toBeVisible();

    const unpublished = await request.put(`/api/page/page-change-status/${pt.id}/${pt.unique_key}`, { headers, data: { status: 'draft' } });
    expect(unpublished.status(), await unpublished.text()).toBe(200);
    expect((await request.get(`/${slug}`)).status()).toBe(404);
    expect((await request.get(`/en/${slug}`)).status()).toBe(200);
  } finally {
    for (const p of [en, pt]) await request.delete(`/api/page/page/${p.id}/${p.unique_key}?permanent=true`, { headers });
  }
});

test('editing the home page’s hero title through the API shows on / and /home-v2 at once', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const list = await request.post('/api/page/pages-list', { headers, data: { locale: 'pt-BR', limit: 100 } });
  expect(list.status(), await list.text()).toBe(200);
  const home = ((await list.json()).data.items as { id: number; unique_key: string; is_home: boolean }[]).find((p) => p.is_home)!;
  expect(home).toBeTruthy();
  const read = await request.get(`/api/page/page/${home.id}/${home.unique_key}`, { headers });
  const saved = (await read.json()).data as { title: string; slug: string; blocks: { type: string; title?: string }[] };
  // The cached home first, so the edit has a copy to replace.
  await page.goto('/');
  const original = saved.blocks.find((b) => b.type === 'hero')!.title!;
  await expect(page.getByRole('heading', { level: 1, name: original })).toBeVisible();
  const edited = `Hero editado ${Date.now().toString(36)}`;
  const put = (blocks: unknown[]) => request.put(`/api/page/page/${home.id}/${home.unique_key}`, { headers, data: { title: saved.title, slug: saved.slug, blocks } });
  try {
    const res = await put(saved.blocks.map((b) => (b.type === 'hero' ? { ...b, title: edited } : b)));
    expect(res.status(), await res.text()).toBe(200);
    for (const path of ['/', '/home-v2']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: edited }), path).toBeVisible();
    }
  } finally {
    expect((await put(saved.blocks)).status()).toBe(200);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: original })).toBeVisible();
});
