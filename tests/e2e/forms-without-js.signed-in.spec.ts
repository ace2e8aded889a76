import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { message } from './support/messages';

// Admin forms show the saved values in the server HTML (issue 15, defect 3): with JavaScript off, every
// form that edits stored data already holds what is stored. Admin session, pt-BR. The WhatsApp setting is
// put back as it was found.

test.use({ javaScriptEnabled: false });

const t = (key: string) => message('pt-BR', key);

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token;
}

test('the WhatsApp form shows the saved phone, message and colour before any script runs', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const original = (await (await request.get('/api/whatsapp/whatsapp-setting')).json()).data as { phone: string; message: string; button_color: string } | null;
  const saved = { phone: '+55 11 98765-4321', message: `Olá! Quero saber mais (${Date.now()}).`, button_color: '#1b5e20' };
  expect((await request.put('/api/whatsapp/whatsapp-setting', { data: saved, headers })).ok()).toBeTruthy();
  try {
    await page.goto('/admin/settings-whatsapp');
    const form = page.getByRole('form', { name: t('Settings.whatsapp.title') });
    await expect(form.getByLabel(t('Settings.whatsapp.phone'))).toHaveValue(saved.phone);
    await expect(form.getByLabel(t('Settings.whatsapp.message'))).toHaveValue(saved.message);
    await expect(form.getByLabel(t('Settings.whatsapp.color'), { exact: true })).toHaveValue(saved.button_color);
  } finally {
    if (original) await request.put('/api/whatsapp/whatsapp-setting', { data: original, headers });
  }
});

test('the layout form shows the company name and checks the design in force', async ({ page, request }) => {
  const layout = (await (await request.get('/api/layout/layout-setting/latest')).json()).data as { currentVersion: 'v1' | 'v2'; companyName: string };
  await page.goto('/admin/layout-settings');
  const form = page.getByRole('form', { name: t('LayoutSettings.title') });
  await expect(form.getByLabel(t('LayoutSettings.company.name'))).toHaveValue(layout.companyName);
  const other = layout.currentVersion === 'v1' ? 'v2' : 'v1';
  await expect(form.getByRole('radio', { name: t(`LayoutSettings.versions.${layout.currentVersion}`) })).toBeChecked();
  await expect(form.getByRole('radio', { name: t(`LayoutSettings.versions.${other}`) })).not.toBeChecked();
});

test('the profile form shows the user’s own name', async ({ page }) => {
  await page.goto('/admin/settings-profile');
  const card = page.getByRole('region', { name: t('MyProfile.profile.title'), exact: true });
  await expect(card.getByRole('textbox', { name: t('MyProfile.profile.name'), exact: true })).toHaveValue(e2eAdmin.name);
});

test('the article editor shows the saved title, summary, language and text', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const categories = await (await request.post('/api/category/categories-list', { headers, data: { limit: 10, page: 1 } })).json();
  const title = `Sem JavaScript ${Date.now()}`;
  const created = await request.post('/api/article/article', {
    headers,
    data: { title, excerpt: 'Um resumo salvo.', language: 'en', content: '<p>Texto salvo no servidor.</p>', categories: [categories.data.items[0].id] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const article = (await created.json()).data as { id: number; unique_key: string };
  try {
    await page.goto(`/admin/compose/${article.unique_key}/${article.id}`);
    await expect(page.getByRole('textbox', { name: t('Admin.compose.fields.title'), exact: true })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: t('Admin.compose.fields.excerpt'), exact: true })).toHaveValue('Um resumo salvo.');
    await expect(page.getByRole('combobox', { name: t('Admin.compose.fields.language') })).toHaveValue('en');
    await expect(page.getByTestId('editor-initial-content')).toHaveText('Texto salvo no servidor.');
  } finally {
    await request.delete(`/api/article/article/${article.id}/${article.unique_key}?permanent=true`, { headers });
  }
});
