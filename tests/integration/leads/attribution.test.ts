import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { POST as contactPost } from '@/app/api/contact/contact/route';
import { POST as leadsListPost } from '@/app/api/lead/leads-list/route';
import { GET as exportGet } from '@/app/api/lead/leads-export.csv/route';
import { POST as messagesListPost } from '@/app/api/message/messages-list/route';
import { POST as subscribePost } from '@/app/api/newsletter/subscribe/route';
import { leads, messages } from '@/db/schema';
import en from '@/messages/en.json';
import { call, params, post, request, signedIn } from '@/tests/support/api';
import { setProofOfWork } from '@/tests/support/proof-of-work';
import { setUpTestDb } from '@/tests/support/test-db';

// Issue 32 §1: where a lead came from, recorded by the contact and newsletter posts and read back
// through the API, the list's filters and the CSV.

const t = setUpTestDb({ env: { SITE_URL: 'https://vitrine.test', SMTP_URL: undefined, CONTACT_NOTIFY_EMAIL: undefined, NEWSLETTER_DOUBLE_OPT_IN: undefined } });

const body = { name: 'Maria Souza', email: 'maria@example.com', company: 'Acme', subject: 'Orçamento', message: 'Olá' };
const contact = (json: unknown, referer?: string, ip = '10.0.0.1') => call(contactPost, post('/api/contact/contact', { body: json, ip, headers: referer ? { referer } : {} }));
const subscribe = (json: unknown, referer?: string) => call(subscribePost, post('/api/newsletter/subscribe', { body: json, ip: '10.0.0.2', headers: referer ? { referer } : {} }));
const leadOf = async (email: string) => (await t.db.select().from(leads).where(eq(leads.email, email)))[0];
const fromNewsletter = 'https://vitrine.test/contact?utm_source=newsletter&utm_medium=email&utm_campaign=nov';

async function listLeads(filters: Record<string, unknown>) {
  const { token } = await signedIn(t.db, 'admin', `admin-${Math.random().toString(36).slice(2, 8)}@example.com`);
  const res = await leadsListPost(request('/api/lead/leads-list', { method: 'POST', body: filters, token }), params({}));
  return { status: res.status, body: await res.json(), token };
}

// What is tested here is where posts come from, not the proof-of-work (tests/integration/leads/proof-of-work.test.ts).
beforeEach(() => setProofOfWork(t.db, 'off'));

describe('recording attribution', () => {
  it('takes the last touch and the conversion path from the Referer of the form page when the post sends none', async () => {
    expect((await contact(body, fromNewsletter)).status).toBe(201);
    const lead = await leadOf('maria@example.com');
    expect(lead.lastTouch).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'nov', landing_path: '/contact', click_id: false });
    expect(lead.firstTouch).toEqual(lead.lastTouch);
    expect(lead.conversionPath).toBe('/contact');
    const [message] = await t.db.select().from(messages);
    expect(message.lastTouch).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'nov' });
    expect(message.conversionPath).toBe('/contact');
  });

  it('records google / organic for a post whose form page came from https://www.google.com/', async () => {
    // The form island sends what the page knew: its referrer.
    const attribution = { last_touch: { source: 'google', medium: 'organic', referrer_host: 'www.google.com', landing_path: '/contact' }, conversion_path: '/contact' };
    expect((await contact({ ...body, attribution })).status).toBe(201);
    expect((await leadOf('maria@example.com')).lastTouch).toMatchObject({ source: 'google', medium: 'organic', referrer_host: 'www.google.com' });
    // A client whose Referer is Google itself is classified the same.
    await contact({ ...body, email: 'joao@example.com' }, 'https://www.google.com/');
    expect((await leadOf('joao@example.com')).lastTouch).toMatchObject({ source: 'google', medium: 'organic', referrer_host: 'www.google.com', landing_path: null });
  });

  it('keeps the first touch once set; the last touch and the conversion path follow each post', async () => {
    const first = { source: 'google', medium: 'organic', referrer_host: 'www.google.com', landing_path: '/blog/crm', at: '2026-11-01T10:00:00.000Z' };
    await contact({ ...body, attribution: { first_touch: first, last_touch: first, conversion_path: '/blog/crm' } });
    await contact({ ...body, attribution: { first_touch: { source: 'x', medium: 'y' } } }, fromNewsletter);
    const lead = await leadOf('maria@example.com');
    expect(lead.firstTouch).toMatchObject({ source: 'google', medium: 'organic', landing_path: '/blog/crm', at: '2026-11-01T10:00:00.000Z' });
    expect(lead.lastTouch).toMatchObject({ source: 'newsletter', campaign: 'nov' });
    expect(lead.conversionPath).toBe('/contact');
    // Each message keeps what its own post carried.
    const rows = await t.db.select().from(messages).orderBy(messages.id);
    expect(rows.map((m) => m.firstTouch?.source)).toEqual(['google', 'x']);
  });

  it('leaves existing leads empty until they post again, then gives them a first touch', async () => {
    await t.db.insert(leads).values({ uniqueKey: 'old-lead', module: 'contact', email: 'maria@example.com' });
    expect(await leadOf('maria@example.com')).toMatchObject({ firstTouch: null, lastTouch: null, conversionPath: null });
    await contact(body, fromNewsletter);
    expect((await leadOf('maria@example.com')).firstTouch).toMatchObject({ source: 'newsletter' });
  });

  it('records the newsletter signup the same way, and keeps attribution on a post caught as spam', async () => {
    await subscribe({ email: 'ana@example.com' }, 'https://vitrine.test/blog/post?utm_source=linkedin&utm_medium=social');
    expect(await leadOf('ana@example.com')).toMatchObject({ lastTouch: expect.objectContaining({ source: 'linkedin', medium: 'social' }), conversionPath: '/blog/post' });
    await contact({ ...body, email: 'bot@example.com', website: 'http://spam' }, fromNewsletter);
    const [spam] = await t.db.select().from(messages).where(eq(messages.email, 'bot@example.com'));
    expect(spam).toMatchObject({ isSpam: true, conversionPath: '/contact', lastTouch: expect.objectContaining({ campaign: 'nov' }) });
    await subscribe({ email: 'bot2@example.com', website: 'x' }, fromNewsletter);
    expect(await leadOf('bot2@example.com')).toMatchObject({ isSpam: true, lastTouch: expect.objectContaining({ source: 'newsletter' }) });
  });

  it('answers 422 in the caller language for an attribution out of bounds, and stores nothing', async () => {
    const res = await contact({ ...body, attribution: { conversion_path: 'https://evil.example/x', last_touch: { source: 'x'.repeat(500), medium: 'm' } } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ message: en.Validation.invalidValue })]));
    expect(await t.db.select().from(messages)).toHaveLength(0);
  });
});

describe('reading attribution', () => {
  it('answers the touches with the lead and the message (null when unknown) and filters the list by source, medium and campaign', async () => {
    await contact(body, fromNewsletter);
    await contact({ ...body, email: 'joao@example.com' }, 'https://www.google.com/');
    await t.db.insert(leads).values({ uniqueKey: 'old', module: 'contact', email: 'old@example.com' });

    const all = await listLeads({});
    const byEmail = new Map<string, Record<string, unknown>>(all.body.data.items.map((l: { email: string }) => [l.email, l]));
    expect(byEmail.get('maria@example.com')).toMatchObject({
      first_touch: expect.objectContaining({ source: 'newsletter', medium: 'email', campaign: 'nov' }),
      last_touch: expect.objectContaining({ source: 'newsletter', medium: 'email', campaign: 'nov', landing_path: '/contact' }),
      conversion_path: '/contact',
    });
    expect(byEmail.get('old@example.com')).toMatchObject({ first_touch: null, last_touch: null, conversion_path: null });

    const emails = async (filters: Record<string, unknown>) => (await listLeads(filters)).body.data.items.map((l: { email: string }) => l.email);
    expect(await emails({ source: 'newsletter' })).toEqual(['maria@example.com']);
    expect(await emails({ source: 'NewsLetter ' })).toEqual(['maria@example.com']);
    expect(await emails({ source: 'news' })).toEqual([]);
    expect(await emails({ medium: 'organic' })).toEqual(['joao@example.com']);
    expect(await emails({ campaign: 'nov', medium: 'email' })).toEqual(['maria@example.com']);
    expect(await emails({ source: '' })).toHaveLength(3);
    expect((await listLeads({ campaign: 'x'.repeat(201) })).status).toBe(422);

    const { token } = all;
    const inbox = await messagesListPost(request('/api/message/messages-list', { method: 'POST', body: { tab: 'active' }, token }), params({}));
    const items = (await inbox.json()).data.items as Record<string, unknown>[];
    expect(items.find((m) => m.email === 'maria@example.com')).toMatchObject({ last_touch: expect.objectContaining({ campaign: 'nov' }), conversion_path: '/contact' });
  });

  it('exports the attribution columns, in the caller language, with the filters applied', async () => {
    const first = { source: 'google', medium: 'organic', referrer_host: 'www.google.com', landing_path: '/blog/crm' };
    await contact({ ...body, attribution: { first_touch: first, last_touch: { source: 'newsletter', medium: 'email', campaign: 'nov', referrer_host: 'mail.google.com' }, conversion_path: '/contact' } });
    await contact({ ...body, email: 'joao@example.com' }, 'https://www.bing.com/');
    const { token } = await listLeads({});
    const res = await exportGet(request('/api/lead/leads-export.csv?source=newsletter', { token, lang: 'en' }), params({}));
    expect(res.status).toBe(200);
    const [header, ...rows] = parse(Buffer.from(await res.arrayBuffer()), { delimiter: ';', bom: true }) as string[][];
    const c = en.Leads.columns;
    const attributionHeaders = [c.firstSource, c.firstMedium, c.firstCampaign, c.firstLandingPage, c.lastSource, c.lastMedium, c.lastCampaign, c.lastReferrer, c.conversionPath];
    expect(header.slice(-9)).toEqual(attributionHeaders);
    expect(rows).toHaveLength(1);
    expect(rows[0].slice(-9)).toEqual(['google', 'organic', '', '/blog/crm', 'newsletter', 'email', 'nov', 'mail.google.com', '/contact']);
  });
});
