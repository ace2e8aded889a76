import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatCpf, withCpfCheckDigits } from '../../lib/format/cpf';
import { e2eAdmin } from './support/accounts';
import { message } from './support/messages';
import { submitLogin } from './support/session';

// Code injection is administrator trust (issue 28): a member whose role holds `seo` alone sees which
// SEO entries hold code, cannot edit or delete them, may add a meta tag, and is told under the field
// that a script needs the Code injection permission (nothing is saved).

const t = (key: string, values: Record<string, string | number> = {}) =>
  message('pt-BR', key).replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return { authorization: `Bearer ${(await res.json()).token}` };
}

test('a seo-only editor sees the entries that need Code injection, cannot change them, and cannot save a script', async ({ browser, request }) => {
  const stamp = Date.now();
  const probe = `e2e-code-${stamp.toString(36)}`;
  const headers = await adminHeaders(request);
  const cleanup: string[] = [];
  try {
    const role = await request.post('/api/role/roles', {
      headers,
      data: { name: `seo-${stamp}`, title: `SEO ${stamp}`, active_routes: ['seo', 'settings-profile'] },
    });
    expect(role.status(), await role.text()).toBe(201);
    const roleData = (await role.json()).data;
    const email = `seo-${stamp}@vitrine.test`;
    const created = await request.post('/api/user/user', {
      headers,
      data: {
        name: 'Sara',
        last_name: 'Seo',
        email,
        position: 'operational',
        permission: `seo-${stamp}`,
        cpf: formatCpf(withCpfCheckDigits(String(stamp).slice(-9).replace(/^(\d)\1{8}$/, '123456789'))),
        phone: '+55 11 90000-0001',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const user = (await created.json()).data;
    cleanup.push(`/api/user/user/${user.id}/${user.unique_key}`);
    cleanup.push(`/api/role/roles/${roleData.id}/${roleData.unique_key}`);
    const firstAccess = await request.post('/api/auth/auth', { data: { email, password: user.first_access_password } });
    const password = 'Seo-Editor-Passw0rd1!';
    const chosen = await request.post('/api/auth/first-access', {
      headers: { authorization: `Bearer ${(await firstAccess.json()).token}` },
      data: { password, password_confirmation: password },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);

    // The administrator's analytics script.
    const entry = await request.post('/api/seo/seo', { headers, data: { head: `<script>window.__probe='${probe}'</script>` } });
    expect(entry.status(), await entry.text()).toBe(201);
    const entryData = (await entry.json()).data;
    cleanup.unshift(`/api/seo/seo/${entryData.id}/${entryData.unique_key}`);

    const page = await (await browser.newContext()).newPage();
    await page.goto('/login');
    await submitLogin(page, { email, password });
    await page.goto('/admin/seo');
    const item = page.getByRole('listitem').filter({ hasText: probe });
    await expect(item.getByText(t('Settings.seo.codeBadge'), { exact: true })).toBeVisible();
    await expect(item.getByText(t('Settings.seo.codeLocked'), { exact: false })).toBeVisible();
    await expect(item.getByRole('button', { name: new RegExp(`^${t('Settings.seo.actions.edit')}`) })).toBeDisabled();
    await expect(item.getByRole('button', { name: new RegExp(`^${t('Settings.seo.actions.delete')}`) })).toBeDisabled();

    // A script in a new entry: refused under the field, in their language, and nothing is saved.
    await page.getByRole('button', { name: t('Settings.seo.newEntry') }).click();
    const dialog = page.getByRole('dialog', { name: t('Settings.seo.form.createTitle') });
    await dialog.getByLabel(t('Settings.seo.head')).fill(`<script>window.__mine='${probe}'</script>`);
    await dialog.getByRole('button', { name: t('Settings.seo.form.save') }).click();
    await expect(dialog.getByText(t('Errors.codeInjectionForbidden'))).toBeVisible();
    const listed: { head: string | null }[] = (await (await request.get('/api/seo/seo', { headers })).json()).data;
    expect(listed.filter((e) => e.head?.includes('__mine'))).toEqual([]);

    // A meta tag is theirs to add.
    await dialog.getByLabel(t('Settings.seo.head')).fill(`<meta name="e2e-probe" content="${probe}">`);
    await dialog.getByRole('button', { name: t('Settings.seo.form.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: `content="${probe}"` })).toBeVisible();
    const afterMeta: { id: number; unique_key: string; head: string | null }[] = (await (await request.get('/api/seo/seo', { headers })).json()).data;
    for (const meta of afterMeta.filter((e) => e.head?.includes('e2e-probe'))) cleanup.unshift(`/api/seo/seo/${meta.id}/${meta.unique_key}`);
    expect(afterMeta.filter((e) => e.head?.includes('e2e-probe'))).toHaveLength(1);
    await page.context().close();
  } finally {
    for (const path of cleanup) await request.delete(path, { headers });
  }
});
