import { expect, test } from '@playwright/test';
import { solvedAltcha } from './support/proof-of-work';
import { adminViolations as violations } from './support/axe';
import { message } from './support/messages';

// Staff open a lead from the leads list, see where it came from, add a note, set its owner and a
// follow-up for today (which the dashboard then lists), and see each in the lead's timeline; then
// they answer the lead's message from the inbox, and the reply shows there and in the timeline.
// Admin session, pt-BR. axe on the lead's page and on the message's.

const t = (key: string) => message('pt-BR', key);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

test('a lead’s page: touches, a note, owner and follow-up, a reply from the inbox, all in its timeline', async ({ page }) => {
  const stamp = Date.now();
  const email = `timeline.${stamp}@example.com`;
  const subject = `Proposta ${stamp}`;
  const sent = await page.request.post('/api/contact/contact', {
    data: { name: `Lia Timeline ${stamp}`, email, phone: '', company: 'Acme', subject, message: 'Queremos uma proposta.', altcha: await solvedAltcha() },
    headers: { 'accept-language': 'pt-BR' },
  });
  expect(sent.status()).toBe(201);

  // From the list to the lead's page.
  await page.goto(`/admin/list-leads?search=${encodeURIComponent(email)}`);
  await page.getByRole('row').filter({ hasText: email }).getByTestId('lead-page-link').click();
  await expect(page).toHaveURL(/\/admin\/list-leads\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Lia Timeline ${stamp}` })).toBeVisible();
  await expect(page.getByTestId('lead-details')).toContainText(email);
  // Both touches, each with its fields ("-" where nothing was recorded), and the converting page.
  for (const touch of ['lead-first-touch', 'lead-last-touch']) {
    await expect(page.getByTestId(touch).getByRole('heading')).toBeVisible();
    await expect(page.getByTestId(touch)).toContainText(t('LeadPage.attribution.source'));
    await expect(page.getByTestId(touch)).toContainText(t('LeadPage.attribution.landingPath'));
  }
  await expect(page.getByTestId('lead-conversion-path')).toBeVisible();
  const timeline = page.getByTestId('lead-timeline');
  await expect(timeline.locator('li[data-type="created"]')).toHaveCount(1);
  await expect(timeline.locator('li[data-type="message"]')).toContainText(subject);

  // A note.
  await page.getByLabel(t('LeadPage.notes.label')).fill('Ligou: quer a proposta até sexta.');
  await page.getByRole('button', { name: t('LeadPage.notes.add') }).click();
  await expect(page.getByText(t('LeadPage.success.noteAdded'))).toBeVisible();
  await expect(timeline.locator('li[data-type="note"]')).toContainText('Ligou: quer a proposta até sexta.');
  await expect(page.getByLabel(t('LeadPage.notes.label'))).toHaveValue('');

  // Owner and a follow-up today (in the site's time zone).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const owner = page.getByRole('combobox', { name: t('LeadPage.owner.owner'), exact: true });
  const adminOption = owner.locator('option', { hasText: 'Admin' }).first();
  const adminName = (await adminOption.textContent())!.trim();
  await owner.selectOption((await adminOption.getAttribute('value'))!);
  await page.getByLabel(t('LeadPage.owner.followUp'), { exact: true }).fill(today);
  await page.getByRole('button', { name: t('LeadPage.owner.save') }).click();
  await expect(page.getByText(t('LeadPage.success.ownerSaved'))).toBeVisible();
  await expect(timeline.locator('li[data-type="owner"]')).toContainText(fill(t('LeadPage.timeline.ownerSet'), { name: adminName }));
  await expect(timeline.locator('li[data-type="follow_up"]')).toHaveCount(1);
  // In order: created, message, note, owner, follow-up.
  await expect(timeline.locator('li')).toHaveCount(5);
  expect(await timeline.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-type')))).toEqual(['created', 'message', 'note', 'owner', 'follow_up']);
  expect(await violations(page)).toEqual([]);
  const leadUrl = page.url();

  // The dashboard lists it among today's follow-ups.
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('follow-ups-due').getByRole('link', { name: `Lia Timeline ${stamp}` })).toBeVisible();

  // Reply from the message's page in the inbox.
  await page.goto('/admin/message-received');
  await page.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  const form = page.getByTestId('message-reply-form');
  await form.getByLabel(t('Inbox.reply.text')).fill('Olá Lia,\n\nSegue a proposta.');
  await form.getByRole('button', { name: t('Inbox.reply.send') }).click();
  await expect(page.getByText(t('Inbox.reply.sent'))).toBeVisible();
  await expect(page.getByTestId('message-replies')).toContainText(`Re: ${subject}`);
  await expect(page.getByTestId('message-replies')).toContainText('Segue a proposta.');
  expect(await violations(page)).toEqual([]);

  // …and in the lead's timeline.
  await page.goto(leadUrl);
  await expect(timeline.locator('li[data-type="reply"]')).toContainText(`Re: ${subject}`);
  await expect(timeline.locator('li').last()).toHaveAttribute('data-type', 'reply');
});
