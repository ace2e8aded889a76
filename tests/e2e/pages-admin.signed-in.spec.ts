import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { adminViolations } from './support/axe';
import { message } from './support/messages';

// Issue 30 §1, done when (through the UI): the administrator adds a "Sobre nós" page with a hero, a
// features block and a CTA, reorders them, sees the live preview change while typing, publishes it,
// adds it to the header menu on /admin/navigation, then opens it from the public header on a phone.
// axe on the editor and on the public page. Admin session, pt-BR. The page is deleted and the pt-BR
// navigation in force before is put back afterwards.

const t = (key: string, values: Record<string, string | number> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const slug = 'sobre-nos';
const stamp = Date.now().toString(36);
const heroTitle = `Quem somos ${stamp}`;
let previousNavigation: unknown = null;

async function bearer(request: APIRequestContext) {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** Deletes the pt-BR page at /sobre-nos, if there is one (a retry, an earlier run). */
async function deletePage(request: APIRequestContext) {
  const headers = await bearer(request);
  const list = await request.post('/api/page/pages-list', { data: { search: slug, locale: 'pt-BR', limit: 100, page: 1 }, headers });
  expect(list.ok(), await list.text()).toBeTruthy();
  const data = (await list.json()).data as { items?: unknown[] } | unknown[];
  const items = (Array.isArray(data) ? data : (data.items ?? [])) as { id: number; unique_key: string }[];
  for (const p of items.filter((p) => p.unique_key === slug)) {
    const res = await request.delete(`/api/page/page/${p.id}/${p.unique_key}?permanent=true`, { headers });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}

test.beforeAll(async ({ request }) => {
  previousNavigation = (await (await request.get('/api/navigation/navigation?locale=pt-BR')).json()).data;
  await deletePage(request);
});

test.afterAll(async ({ request }) => {
  if (previousNavigation) {
    // Put back as it was, over the test's own save: without the version read before it (issue 33 §1).
    const { version: _version, ...before } = previousNavigation as { version?: number };
    const res = await request.put('/api/navigation/navigation', { data: { locale: 'pt-BR', ...before }, headers: await bearer(request) });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  await deletePage(request);
});

const blockName = (type: string) => t(`PagesAdmin.blocks.${type}.name`);
const blockCard = (page: Page, number: number, type: string) =>
  page.getByTestId('page-block').filter({ has: page.getByRole('heading', { level: 3, name: t('PagesAdmin.blockList.label', { number, type: blockName(type) }) }) });
const blockOrder = (page: Page) => page.getByTestId('page-block').evaluateAll((els) => els.map((el) => el.getAttribute('data-type')));
const actionName = (action: string, number: number, type: string) =>
  t('PagesAdmin.blockList.actionLabel', { action: t(`PagesAdmin.blockList.${action}`), number, type: blockName(type) });

async function addBlock(page: Page, type: string) {
  await page.getByRole('button', { name: t('PagesAdmin.blockList.add') }).click();
  await page.getByTestId(`add-block-${type}`).click();
}

test('an admin builds "Sobre nós" from blocks with a live preview, publishes it and opens it from the phone menu', async ({ page }) => {
  test.setTimeout(180_000);

  // The list, then "New page": title, address (suggested from the title) and language.
  await page.goto('/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: t('PagesAdmin.title') })).toBeVisible();
  await page.getByRole('button', { name: t('PagesAdmin.newPage') }).click();
  const dialog = page.getByRole('dialog', { name: t('PagesAdmin.create.title') });
  await dialog.getByLabel(t('PagesAdmin.create.pageTitle')).fill('Sobre nós');
  await expect(dialog.getByLabel(t('PagesAdmin.create.slug'))).toHaveValue(slug);
  await dialog.getByRole('button', { name: t('PagesAdmin.create.submit') }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: t('PagesAdmin.editor.heading') })).toBeVisible();

  // Three blocks: hero, features, CTA.
  await addBlock(page, 'hero');
  const hero = blockCard(page, 1, 'hero');
  await expect(hero.getByRole('heading', { level: 3, name: t('PagesAdmin.blockList.label', { number: 1, type: blockName('hero') }) })).toBeFocused();
  await hero.getByRole('textbox', { name: t('PagesAdmin.fields.title'), exact: true }).fill(heroTitle);

  await addBlock(page, 'features');
  const features = blockCard(page, 2, 'features');
  await features.getByRole('textbox', { name: t('PagesAdmin.fields.title'), exact: true }).first().fill('O que fazemos');
  const item = features.getByRole('group', { name: t('PagesAdmin.fields.featureItem', { n: 1 }) });
  await item.getByRole('textbox', { name: t('PagesAdmin.fields.title'), exact: true }).fill('Sistemas');
  await item.getByRole('textbox', { name: t('PagesAdmin.fields.text'), exact: true }).fill('Sistemas de gestão sob medida.');

  await addBlock(page, 'cta');
  const cta = blockCard(page, 3, 'cta');
  await cta.getByRole('textbox', { name: t('PagesAdmin.fields.title'), exact: true }).fill('Vamos conversar?');
  await cta.getByRole('textbox', { name: t('PagesAdmin.fields.linkLabel'), exact: true }).fill('Fale conosco');
  await cta.getByRole('textbox', { name: t('PagesAdmin.fields.linkHref'), exact: true }).fill('/contact');
  expect(await blockOrder(page)).toEqual(['hero', 'features', 'cta']);

  // The live preview shows the draft: the hero title, then what is typed next.
  const frame = page.frameLocator('[data-testid="preview-frame"]');
  await expect(frame.getByText(heroTitle)).toBeVisible({ timeout: 15_000 });
  await hero.getByRole('textbox', { name: t('PagesAdmin.fields.title'), exact: true }).fill(`${heroTitle} e nossa história`);
  await expect(frame.getByText(`${heroTitle} e nossa história`)).toBeVisible({ timeout: 5_000 });
  await hero.getByRole('textbox', { name: t('PagesAdmin.fields.title'), exact: true }).fill(heroTitle);
  await expect(frame.getByText(`${heroTitle} e nossa história`)).toHaveCount(0, { timeout: 5_000 });

  // Reorder: the CTA up with the mouse, then again with the keyboard (focus follows the moved block), then back down.
  await page.getByRole('button', { name: actionName('moveUp', 3, 'cta') }).click();
  expect(await blockOrder(page)).toEqual(['hero', 'cta', 'features']);
  await expect(page.getByRole('button', { name: actionName('moveUp', 2, 'cta') })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await blockOrder(page)).toEqual(['cta', 'hero', 'features']);
  await page.getByRole('button', { name: actionName('moveDown', 1, 'cta') }).click();
  expect(await blockOrder(page)).toEqual(['hero', 'cta', 'features']);
  await expect(page.getByTestId('preview-status')).toHaveAttribute('data-status', 'ready', { timeout: 10_000 });

  // Collapse shows the block's summary.
  await page.getByRole('button', { name: actionName('collapse', 3, 'features') }).click();
  await expect(blockCard(page, 3, 'features')).toContainText('O que fazemos');
  await page.getByRole('button', { name: actionName('expand', 3, 'features') }).click();

  expect(await adminViolations(page)).toEqual([]);

  // Publish.
  const panel = page.getByTestId('publish-panel');
  await panel.getByRole('button', { name: t('PagesAdmin.publishing.publish'), exact: true }).click();
  await expect(panel.getByTestId('page-status')).toHaveAttribute('data-status', 'published');
  await expect(panel.getByTestId('save-state')).toHaveText(t('PagesAdmin.editor.allSaved'));

  // The header menu (pt-BR) links to it.
  await page.goto('/admin/navigation?lang=pt-BR');
  await expect(page.getByTestId('navigation-panel-pt-BR')).toBeVisible();
  const count = await page.locator('[data-testid^="navigation-item-"]').count();
  await page.getByTestId('navigation-add-item').click();
  const added = page.getByTestId(`navigation-item-${count}`);
  await added.getByRole('textbox').nth(0).fill('Sobre nós');
  await added.getByRole('textbox').nth(1).fill(`/${slug}`);
  await page.getByTestId('navigation-save').click();
  await expect(page.getByText(t('Success.navigationSaved'))).toBeVisible();

  // On a phone: the home page's menu, then the link, then the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const header = page.getByTestId('site-header');
  await header.locator('details[data-nav-menu] > summary').click();
  await header.getByRole('link', { name: 'Sobre nós', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  await expect(page.getByRole('heading', { name: heroTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fale conosco' })).toHaveAttribute('href', '/contact');

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
