import { expect, test, type Page } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { message } from './support/messages';
import { officeAddress, postFrom } from './support/post-from';
import { solvedAltcha } from './support/proof-of-work';

// Back-office polish (issue 15): the grouped menu, row actions behind "More", the leads list at
// 1366 px and on a phone, the dashboard's empty state and the sessions list. Admin session, pt-BR.

const t = (key: string, values: Record<string, string> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Whether anything on the page (the page itself or a table's scroller) scrolls sideways. */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const overflows = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    if (overflows(document.documentElement)) return true;
    return [...document.querySelectorAll('table')].some((table) => table.parentElement && table.offsetParent !== null && overflows(table.parentElement));
  });
}

test('the admin menu groups its entries under headings and marks the open section', async ({ page }) => {
  await page.goto('/admin/users/roles');
  const nav = page.getByRole('navigation', { name: t('Admin.navLabel') });
  for (const group of ['content', 'contacts', 'site', 'people', 'account']) {
    await expect(nav.getByRole('group', { name: t(`Admin.navGroups.${group}`), exact: true })).toBeVisible();
  }
  const people = nav.getByRole('group', { name: t('Admin.navGroups.people'), exact: true });
  await expect(people.getByRole('link', { name: t('Roles.title') })).toHaveAttribute('aria-current', 'page');
  await expect(people.getByRole('link', { name: t('Admin.nav.users') })).not.toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('group', { name: t('Admin.navGroups.contacts'), exact: true }).getByRole('link', { name: t('Admin.nav.listLeads') })).toBeVisible();
});

test('a users row keeps Edit in view and puts the other actions in a menu', async ({ page }) => {
  await page.goto('/admin/users');
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: new RegExp(`^${t('Admin.rowMenu.label', { name: '' })}`) }) }).first();
  await expect(row.getByRole('button', { name: new RegExp(`^${t('Users.actions.edit')}:`) })).toBeVisible();
  await expect(row.getByRole('button', { name: new RegExp(`^(${t('Users.actions.block')}|${t('Users.actions.delete')}):`) })).toHaveCount(0);
  await row.getByRole('button', { name: new RegExp(`^${t('Admin.rowMenu.label', { name: '' })}`) }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: t('Users.actions.delete') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

/** A lead with every column filled, so the list has a full row to lay out. */
async function aLead(): Promise<string> {
  const stamp = Date.now();
  const email = `lead.largo.${stamp}@uma-empresa-com-nome-comprido.com.br`;
  const status = await postFrom(officeAddress(), '/api/contact/contact', {
    name: 'Maria Aparecida dos Santos Figueiredo',
    email,
    phone: '+55 11 91234-5678',
    company: 'Companhia Brasileira de Soluções Empresariais Integradas',
    subject: `Orçamento ${stamp}`,
    message: 'Olá, queremos um orçamento.',
    altcha: await solvedAltcha(),
  });
  expect(status).toBe(201);
  return email;
}

test.describe('leads list at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('shows status, newsletter, date and actions without scrolling sideways, the rest in the row detail', async ({ page }) => {
    const email = await aLead();
    await page.goto(`/admin/list-leads?search=${encodeURIComponent(email)}`);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    for (const header of ['Leads.columns.lead', 'Leads.columns.status', 'Leads.columns.newsletterStatus', 'Leads.columns.registeredAt', 'Leads.columns.actions']) {
      await expect(table.getByRole('columnheader', { name: t(header), exact: true })).toBeInViewport();
    }
    expect(await scrollsSideways(page)).toBe(false);
    const row = table.getByRole('row').nth(1);
    await row.getByText(t('Leads.details'), { exact: true }).click();
    await expect(row.getByRole('term').filter({ hasText: t('Leads.columns.classification') })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
});

test.describe('leads list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows one card per lead, with its actions, and nothing scrolls sideways', async ({ page }) => {
    const email = await aLead();
    await page.goto(`/admin/list-leads?search=${encodeURIComponent(email)}`);
    const card = page.getByTestId('lead-card').first();
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    await expect(card.getByRole('button', { name: new RegExp(`^${t('Admin.rowMenu.label', { name: '' })}`) })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
});

test('the dashboard says "—" for a change from 0 and offers to write a first article', async ({ page }) => {
  await page.goto('/admin/dashboard?period=custom&from=2020-01-01&to=2020-01-31');
  await expect(page.getByTestId('card-reads-value')).toHaveText('0');
  await expect(page.getByTestId('card-reads-change')).toHaveText('—');
  await expect(page.getByText(t('Reports.changeVsPrevious', { change: '0%' }))).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t('Errors.noFlowData') })).toBeVisible();
  await page.getByRole('link', { name: t('Reports.writeFirstArticle') }).click();
  await expect(page).toHaveURL(/\/admin\/compose$/);
});

test('the sessions list shows this session and the 10 latest others, counting the rest', async ({ page, request }) => {
  for (let i = 0; i < 12; i += 1) {
    expect((await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } })).ok()).toBeTruthy();
  }
  await page.goto('/admin/settings-profile');
  const list = page.getByRole('list', { name: t('MyProfile.sessions.listLabel') });
  await expect(list.getByTestId('session-row').first()).toHaveAttribute('data-current', 'true');
  await expect(list.getByTestId('session-row')).toHaveCount(11);
  await expect(page.getByTestId('sessions-hidden')).toBeVisible();
  await expect(page.getByRole('button', { name: t('MyProfile.sessions.revokeOthers') })).toBeVisible();
});
