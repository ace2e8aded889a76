import AxeBuilder from '@axe-core/playwright';
import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import { adminViolations } from './support/axe';
import { FIRST_TOUCH_KEY } from '@/lib/attribution/storage-keys';
import { message } from './support/messages';

// Issue 32, the whole journey: a visitor arrives from a newsletter link (utm_*), agrees to analytics,
// reads an article and sends the contact form from the contact page (the form solves its
// proof-of-work by itself); staff find the lead by its source, see both touches on its page, add a
// note, answer the message from the inbox, and the timeline shows it all. axe on every page. pt-BR.

const t = (key: string) => message('pt-BR', key);
const campaign = { source: 'newsletter', medium: 'email', campaign: 'nov' };
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** A fresh API client per call (an idle keep-alive connection may be closed under a long journey). */
async function api<T>(baseURL: string, call: (client: APIRequestContext, headers: Record<string, string>) => Promise<T>): Promise<T> {
  const client = await apiRequest.newContext({ baseURL });
  try {
    const res = await client.post('/api/auth/auth', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
    expect(res.ok()).toBeTruthy();
    return await call(client, { authorization: `Bearer ${(await res.json()).token}` });
  } finally {
    await client.dispose();
  }
}

test('from a newsletter link to a lead with its source, a note and a reply', async ({ page, browser, baseURL }) => {
  const stamp = Date.now();
  const email = `jornada.${stamp}@example.com`;
  const name = `Júlia Jornada ${stamp}`;
  const subject = `Proposta ${stamp}`;

  // The site measures visits: an analytics snippet in the SEO settings, so visitors are asked first.
  const entry = await api(baseURL!, async (client, headers) => {
    const res = await client.post('/api/seo/seo', { headers, data: { head: '<script>window.__journeyAnalytics = true;</script>', category: 'analytics' } });
    expect(res.status()).toBe(201);
    return (await res.json()).data as { id: number; unique_key: string };
  });
  try {
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] }, locale: 'pt-BR' });
    const site = await visitor.newPage();
    const axe = async () => (await new AxeBuilder({ page: site }).withTags(axeTags).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

    // Arrives from the newsletter, and accepts.
    await site.goto(`/?utm_source=${campaign.source}&utm_medium=${campaign.medium}&utm_campaign=${campaign.campaign}`);
    const banner = site.getByRole('region', { name: t('Site.consent.title') });
    await expect(banner).toBeVisible();
    expect(await axe()).toEqual([]);
    await banner.getByRole('button', { name: t('Site.consent.acceptAll') }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => site.evaluate(() => (window as unknown as { __journeyAnalytics?: boolean }).__journeyAnalytics)).toBe(true);
    // The landing touch (its utm_*) is noted once the attribution code, loaded on consent, has run: a
    // person reads on for longer than that; a test that moves on at once on a loaded machine may not.
    await expect.poll(() => site.evaluate((key) => localStorage.getItem(key) ?? '', FIRST_TOUCH_KEY)).toContain(campaign.source);

    // Reads an article.
    await site.goto('/blog');
    const article = site.locator('main a[href*="/post/"]').first();
    const articlePath = new URL((await article.getAttribute('href'))!, baseURL).pathname;
    await site.goto(articlePath);
    await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axe()).toEqual([]);

    // Sends the contact form from the contact page.
    await site.goto('/contact');
    const form = site.locator('main');
    // The form's island is live (its proof-of-work box is waiting for the visitor): a post before it would go as from a
    // browser without JavaScript. The widget itself loads when the visitor starts using the form.
    await expect(form.getByTestId('proof-of-work')).toHaveAttribute('data-state', /waiting|loaded/);
    await form.getByLabel(t('Contact.name')).fill(name);
    await form.getByLabel(t('Contact.company')).fill('Jornada Ltda');
    await form.getByLabel(t('Contact.email')).fill(email);
    await form.getByLabel(t('Contact.subject')).fill(subject);
    await form.getByLabel(t('Contact.message')).fill('Li o artigo da newsletter e queremos uma proposta.');
    expect(await axe()).toEqual([]);
    // The widget began its proof-of-work when the visitor started typing; a visitor who sends before it
    // is done waits for it (up to 10 s), which a loaded CI machine can exceed: this visitor is slower.
    await expect(form.locator('input[name="altcha"]').first()).toHaveValue(/.+/, { timeout: 30_000 });
    await form.getByRole('button', { name: t('Contact.submit') }).click();
    await expect(site.getByTestId('contact-success')).toBeVisible();
    await visitor.close();

    // Staff find it by its source: a real lead (the form proved its work), under the campaign.
    await page.goto(`/admin/list-leads?source=${campaign.source}&search=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${campaign.source} / ${campaign.medium}`);
    expect(await adminViolations(page)).toEqual([]);

    // Its page: the first touch is the newsletter link (the home page it landed on), the last touch
    // the same visit, and the form's page the conversion.
    await row.getByTestId('lead-page-link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    for (const touch of ['lead-first-touch', 'lead-last-touch']) {
      await expect(page.getByTestId(touch)).toContainText(campaign.source);
      await expect(page.getByTestId(touch)).toContainText(campaign.medium);
      await expect(page.getByTestId(touch)).toContainText(campaign.campaign);
    }
    await expect(page.getByTestId('lead-conversion-path')).toContainText('/contact');
    expect(await adminViolations(page)).toEqual([]);
    const leadUrl = page.url();

    // A note.
    const timeline = page.getByTestId('lead-timeline');
    await page.getByLabel(t('LeadPage.notes.label')).fill('Veio pela newsletter de novembro; ligar amanhã.');
    await page.getByRole('button', { name: t('LeadPage.notes.add') }).click();
    await expect(page.getByText(t('LeadPage.success.noteAdded'))).toBeVisible();
    await expect(timeline.locator('li[data-type="note"]')).toContainText('Veio pela newsletter de novembro');

    // The reply, from the message in the inbox.
    await page.goto('/admin/message-received');
    await page.getByRole('link', { name: new RegExp(subject) }).click();
    const reply = page.getByTestId('message-reply-form');
    await reply.getByLabel(t('Inbox.reply.text')).fill('Olá Júlia,\n\nsegue a nossa proposta.');
    await reply.getByRole('button', { name: t('Inbox.reply.send') }).click();
    await expect(page.getByText(t('Inbox.reply.sent'))).toBeVisible();
    await expect(page.getByTestId('message-replies')).toContainText(`Re: ${subject}`);
    expect(await adminViolations(page)).toEqual([]);

    // The timeline, in order: the lead, its message, the note, the reply.
    await page.goto(leadUrl);
    await expect(timeline.locator('li[data-type="reply"]')).toContainText(`Re: ${subject}`);
    expect(await timeline.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-type')))).toEqual(['created', 'message', 'note', 'reply']);
    expect(await adminViolations(page)).toEqual([]);
  } finally {
    await api(baseURL!, (client, headers) => client.delete(`/api/seo/seo/${entry.id}/${entry.unique_key}`, { headers }));
  }
});
