import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { POST as leadsListPost } from '@/app/api/lead/leads-list/route';
import { PUT as changeStatusPut } from '@/app/api/lead/lead-change-status/[id]/[unique_key]/route';
import { PUT as classificationPut } from '@/app/api/lead/lead-classification/[id]/[unique_key]/route';
import { PUT as newsletterPut } from '@/app/api/lead/lead-newsletter-status/[id]/[unique_key]/route';
import { DELETE as leadDelete } from '@/app/api/lead/lead/[id]/[unique_key]/route';
import { GET as exportGet } from '@/app/api/lead/leads-export.csv/route';
import { auditLog, leads, newsletterUnsubscribeReasons } from '@/db/schema';
import { changeLeadStatus, setLeadClassification, setLeadNewsletterStatus, softDeleteLead } from '@/lib/leads/commands';
import { leadOperations } from '@/lib/leads/operations';
import { exportLeadsCsv, listLeads } from '@/lib/leads/queries';
import { leadFiltersSchema, leadListQuerySchema } from '@/lib/leads/schema';
import { params, password, request, signedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';
import { invoke } from '@/tests/support/operations';

const t = setUpTestDb();
const staff = { id: 0, grants: ['list-leads'] };

async function tokenFor(email: string, role: string): Promise<string> {
  const user = await signedIn(t.db, role, email);
  if (role === 'admin') staff.id = user.id;
  return user.token;
}

type LeadInsert = typeof leads.$inferInsert;
async function addLead(values: Partial<LeadInsert> & { email: string }) {
  const [row] = await t.db
    .insert(leads)
    .values({ uniqueKey: randomUUID(), module: 'contact', ...values })
    .returning({ id: leads.id, uniqueKey: leads.uniqueKey });
  return row;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

beforeEach(async () => {
  staff.id = 0;
});

describe('listing leads', () => {
  async function world() {
    const admin = await createUser(t.db, { email: 'admin@example.com', password, role: 'admin' });
    staff.id = admin.id;
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));
    await addLead({ email: 'ana@acme.com', name: 'Ana Souza', enterprise: 'Acme', classification: 'hot', createdAt: day(1) });
    await addLead({ email: 'bia@globex.com', name: 'Bia Lima', enterprise: 'Globex', module: 'newsletter', newsletterStatus: 'active', createdAt: day(2) });
    await addLead({ email: 'caio@acme.com', name: 'Caio', enterprise: 'Acme', status: 'blackListed', createdAt: day(3) });
    await addLead({ email: 'dora@initech.com', name: 'Dora', status: 'deleted', createdAt: day(4) });
    await addLead({ email: 'eva@spam.com', name: 'Spam bot', isSpam: true, createdAt: day(5) });
    await addLead({ email: 'fabio@x.com', name: 'Fábio 100%_off', newsletterStatus: 'cancelled', module: 'newsletter', createdAt: day(6) });
  }
  const list = (q: Record<string, unknown> = {}) => listLeads(staff, leadListQuerySchema.parse(q));
  const emails = (r: { items: { email: string }[] }) => r.items.map((l) => l.email);

  it('shows newest first, 10 per page by default, without deleted or spam leads', async () => {
    await world();
    const page = await list();
    expect(page).toMatchObject({ total: 4, page: 1, limit: 10 });
    expect(emails(page)).toEqual(['fabio@x.com', 'caio@acme.com', 'bia@globex.com', 'ana@acme.com']);
    expect(page.items[3]).toEqual({
      id: expect.any(Number),
      uniqueKey: expect.any(String),
      name: 'Ana Souza',
      email: 'ana@acme.com',
      telephone: null,
      enterprise: 'Acme',
      module: 'contact',
      status: 'active',
      classification: 'hot',
      newsletterStatus: null,
      spam: false,
      firstTouch: null,
      lastTouch: null,
      conversionPath: null,
      spamReason: null,
      unsubscribeReason: null,
      unsubscribeDetails: null,
      unsubscribedAt: null,
      ownerId: null,
      followUpAt: null,
      registeredAt: '2026-01-01T12:00:00.000Z',
      updatedAt: expect.any(String),
    });
  });

  it('filters by module, status, classification and newsletter status, and shows deleted or spam when asked', async () => {
    await world();
    expect(emails(await list({ module: 'newsletter' }))).toEqual(['fabio@x.com', 'bia@globex.com']);
    expect(emails(await list({ status: 'blackListed' }))).toEqual(['caio@acme.com']);
    expect(emails(await list({ status: 'deleted' }))).toEqual(['dora@initech.com']);
    expect(emails(await list({ classification: 'hot' }))).toEqual(['ana@acme.com']);
    expect(emails(await list({ newsletter_status: 'cancelled' }))).toEqual(['fabio@x.com']);
    expect((await list({ includeDeleted: true })).total).toBe(5);
    expect(emails(await list({ includeSpam: 'true', search: 'spam' }))).toEqual(['eva@spam.com']);
    expect(emails(await list({ module: '', status: '' }))).toHaveLength(4);
  });

  it('searches name, email and company, case-insensitively, with LIKE characters taken literally', async () => {
    await world();
    expect(emails(await list({ search: 'acme' }))).toEqual(['caio@acme.com', 'ana@acme.com']);
    expect(emails(await list({ search: 'BIA' }))).toEqual(['bia@globex.com']);
    expect(emails(await list({ search: 'globex' }))).toEqual(['bia@globex.com']);
    expect(emails(await list({ search: '100%_' }))).toEqual(['fabio@x.com']);
    expect(emails(await list({ search: '%' }))).toEqual(['fabio@x.com']);
  });

  it('paginates', async () => {
    await world();
    const second = await list({ limit: 3, page: 2 });
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(emails(second)).toEqual(['ana@acme.com']);
  });

  it('answers the API list in the envelope, 403 without the list-leads route, 401 without a token, 422 for a bad filter', async () => {
    await world();
    const admin = await tokenFor('boss@example.com', 'admin');
    const res = await leadsListPost(request('/api/lead/leads-list', { method: 'POST', body: { limit: 2, module: 'contact' }, token: admin }), params({}));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.error).toBe(false);
    expect(body.data).toMatchObject({ total: 2, page: 1, limit: 2 });
    expect(body.data.items.map((l: { email: string }) => l.email)).toEqual(['caio@acme.com', 'ana@acme.com']);

    const user = await tokenFor('user@example.com', 'user');
    expect((await leadsListPost(request('/api/lead/leads-list', { method: 'POST', body: {}, token: user }), params({}))).status).toBe(403);
    expect((await leadsListPost(request('/api/lead/leads-list', { method: 'POST', body: {} }), params({}))).status).toBe(401);
    const bad = await leadsListPost(request('/api/lead/leads-list', { method: 'POST', body: { status: 'gone' }, token: admin }), params({}));
    expect(bad.status).toBe(422);
  });
});

describe('lead actions', () => {
  it('blacklists and activates through the API, with an audit entry per change', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    const lead = await addLead({ email: 'ana@acme.com' });
    const put = (status: string) =>
      changeStatusPut(
        request(`/api/lead/lead-change-status/${lead.id}/${lead.uniqueKey}`, { method: 'PUT', body: { status }, token, lang: 'en' }),
        params({ id: String(lead.id), unique_key: lead.uniqueKey }),
      );
    const res = await put('blackListed');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ error: false, message: 'Status updated successfully.', data: { id: lead.id, status: 'blackListed' } });
    expect((await put('active')).status).toBe(200);
    expect((await put('deleted')).status).toBe(422);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row.status).toBe('active');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'lead'));
    expect(audits.map((a) => [a.action, a.actorId, a.details])).toEqual([
      ['lead.status', staff.id, { from: { status: 'active' }, to: { status: 'blackListed' } }],
      ['lead.status', staff.id, { from: { status: 'blackListed' }, to: { status: 'active' } }],
    ]);
  });

  it('answers 404 when the id and unique_key do not belong together, and changes nothing', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    const ana = await addLead({ email: 'ana@acme.com' });
    const bia = await addLead({ email: 'bia@acme.com' });
    const mismatch = { id: String(ana.id), unique_key: bia.uniqueKey };
    const path = `/api/lead/lead-classification/${ana.id}/${bia.uniqueKey}`;
    expect((await classificationPut(request(path, { method: 'PUT', body: { classification: 'hot' }, token }), params(mismatch))).status).toBe(404);
    expect((await leadDelete(request(path, { method: 'DELETE', token }), params(mismatch))).status).toBe(404);
    expect((await newsletterPut(request(path, { method: 'PUT', body: { status: 'cancelled' }, token }), params(mismatch))).status).toBe(404);
    expect((await changeStatusPut(request(path, { method: 'PUT', body: { status: 'blackListed' }, token }), params({ id: 'abc', unique_key: 'x' }))).status).toBe(404);
    const rows = await t.db.select().from(leads);
    expect(rows.every((r) => r.status === 'active' && r.classification === 'none')).toBe(true);
    expect(await t.db.select().from(auditLog)).toHaveLength(0);
  });

  it('answers 403 to staff without the list-leads route, and the commands refuse them too', async () => {
    const token = await tokenFor('user@example.com', 'user');
    const lead = await addLead({ email: 'ana@acme.com' });
    const p = params({ id: String(lead.id), unique_key: lead.uniqueKey });
    expect((await classificationPut(request('/x', { method: 'PUT', body: { classification: 'hot' }, token }), p)).status).toBe(403);
    expect((await leadDelete(request('/x', { method: 'DELETE', token }), p)).status).toBe(403);
    expect((await exportGet(request('/api/lead/leads-export.csv', { token }), params({}))).status).toBe(403);
    const outsider = { id: 1, grants: ['dashboard'] };
    await expect(setLeadClassification(outsider, lead, { classification: 'hot' })).rejects.toMatchObject({ status: 403 });
    await expect(listLeads(outsider, leadListQuerySchema.parse({}))).rejects.toMatchObject({ status: 403 });
  });

  it('classifies a lead, refusing a value outside the spec', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    const lead = await addLead({ email: 'ana@acme.com' });
    const p = params({ id: String(lead.id), unique_key: lead.uniqueKey });
    const res = await classificationPut(request('/x', { method: 'PUT', body: { classification: 'hot' }, token }), p);
    expect((await res.json()).data.classification).toBe('hot');
    expect((await classificationPut(request('/x', { method: 'PUT', body: { classification: 'boiling' }, token }), p)).status).toBe(422);
  });

  it('soft-deletes: the lead leaves the list and comes back with the deleted filter', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    const lead = await addLead({ email: 'ana@acme.com' });
    const res = await leadDelete(request('/x', { method: 'DELETE', token }), params({ id: String(lead.id), unique_key: lead.uniqueKey }));
    expect(res.status).toBe(200);
    expect((await res.json()).data.status).toBe('deleted');
    expect((await listLeads(staff, leadListQuerySchema.parse({}))).total).toBe(0);
    expect((await listLeads(staff, leadListQuerySchema.parse({ status: 'deleted' }))).items[0].email).toBe('ana@acme.com');
    expect(await t.db.select().from(leads)).toHaveLength(1);
  });

  it('cancelling the newsletter from the panel records the fixed reason once; resuming sets active', async () => {
    await tokenFor('admin@example.com', 'admin');
    const lead = await addLead({ email: 'ana@acme.com', module: 'newsletter', newsletterStatus: 'active' });
    const cancelled = await setLeadNewsletterStatus(staff, lead, { status: 'cancelled' });
    expect(cancelled.newsletterStatus).toBe('cancelled');
    await setLeadNewsletterStatus(staff, lead, { status: 'cancelled' });
    const reasons = await t.db.select().from(newsletterUnsubscribeReasons);
    expect(reasons.map((r) => [r.leadId, r.reason, r.details])).toEqual([[lead.id, 'lead-panel', null]]);
    expect((await setLeadNewsletterStatus(staff, lead, { status: 'active' })).newsletterStatus).toBe('active');
    await expect(invoke(leadOperations.newsletterStatus, staff, { key: lead, input: { status: 'pending' } })).rejects.toMatchObject({ status: 422 });
  });

  it('runs each change in a transaction: a failing audit write leaves the lead unchanged', async () => {
    const lead = await addLead({ email: 'ana@acme.com' });
    // actor 999 999 does not exist: the audit row's foreign key fails after the update.
    const auditWriteFails = { message: expect.stringContaining('insert into "audit_log"'), cause: { code: '23503' } };
    await expect(changeLeadStatus({ id: 999_999, grants: ['list-leads'] }, lead, { status: 'blackListed' })).rejects.toMatchObject(auditWriteFails);
    const [row] = await t.db.select().from(leads);
    expect(row.status).toBe('active');
    await expect(softDeleteLead({ id: 999_999, grants: ['list-leads'] }, lead)).rejects.toMatchObject(auditWriteFails);
    expect((await t.db.select().from(leads))[0].status).toBe('active');
  });
});

describe('CSV export', () => {

  it('exports 10,000 leads whose quotes, semicolons, line breaks and accents survive a CSV parser', async () => {
    await tokenFor('admin@example.com', 'admin');
    const tricky = [
      'Zoë "Zee" Ça; Ltda',
      'Line one\nline two',
      'São João; "quoted"\r\nend',
      'Plain Name',
      'Ærøskøbing — ñandú ção',
    ];
    const batch: LeadInsert[] = [];
    const registered = new Date(Date.UTC(2025, 10, 22, 15, 0));
    for (let i = 0; i < 10_000; i++) {
      batch.push({
        uniqueKey: `k${i}`,
        module: i % 2 ? 'newsletter' : 'contact',
        email: `lead${i}@example.com`,
        name: `${tricky[i % tricky.length]} ${i}`,
        enterprise: i % 3 === 0 ? `Empresa "${i}"; ação` : null,
        telephone: i % 7 === 0 ? '+55 11 91234-5678' : '11 3333-4444',
        classification: i === 4242 ? 'hot' : 'none',
        newsletterStatus: i % 2 ? 'active' : null,
        createdAt: registered,
        updatedAt: registered,
      });
    }
    for (let i = 0; i < batch.length; i += 1000) await t.db.insert(leads).values(batch.slice(i, i + 1000));
    await addLead({ email: 'gone@example.com', status: 'deleted' });

    const filters = leadFiltersSchema.parse({});
    const csv = await readAll(await exportLeadsCsv(staff, filters, { locale: 'pt-BR', timeZone: 'America/Sao_Paulo', batchSize: 700 }));
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records: string[][] = parse(csv, { delimiter: ';', bom: true, relax_column_count: false });
    const [header, ...rows] = records;
    expect(header).toEqual([
      'Nome',
      'E-mail',
      'Telefone',
      'Empresa',
      'Módulo',
      'Status',
      'Classificação',
      'Newsletter',
      'Cadastro',
      'Atualização',
      'Motivo do cancelamento',
      'Data do cancelamento',
      'Fonte (primeira interação)',
      'Mídia (primeira interação)',
      'Campanha (primeira interação)',
      'Página de entrada (primeira interação)',
      'Fonte (última interação)',
      'Mídia (última interação)',
      'Campanha (última interação)',
      'Site de origem (última interação)',
      'Página de conversão',
    ]);
    expect(rows).toHaveLength(10_000);
    const byEmail = new Map(rows.map((r) => [r[1], r]));
    expect(byEmail.has('gone@example.com')).toBe(false);
    for (const i of [0, 1, 2, 3, 4, 4242, 9999]) {
      const row = byEmail.get(`lead${i}@example.com`)!;
      expect(row[0]).toBe(batch[i].name);
      expect(row[3]).toBe(batch[i].enterprise ?? '');
      // Cells starting with + are neutralised against spreadsheet formulas.
      expect(row[2]).toBe(i % 7 === 0 ? "'+55 11 91234-5678" : '11 3333-4444');
      expect(row[4]).toBe(i % 2 ? 'Newsletter' : 'Contato');
      expect(row[5]).toBe('Ativo');
      expect(row[6]).toBe(i === 4242 ? 'Quente' : 'Nenhuma');
      expect(row[7]).toBe(i % 2 ? 'Ativa' : '');
      expect(row[8]).toBe('22/11/2025');
      expect(row[9]).toBe('22/11/2025');
    }
  }, 120_000);

  it('answers the export route with the CSV headers and the filters applied, in the caller language', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    await addLead({ email: 'ana@acme.com', name: 'Ana', classification: 'hot' });
    await addLead({ email: 'bia@acme.com', name: 'Bia' });
    const res = await exportGet(request('/api/lead/leads-export.csv?classification=hot', { token, lang: 'en' }), params({}));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{2}-\d{2}-\d{2}\.csv"$/);
    const records: string[][] = parse(Buffer.from(await res.arrayBuffer()), { delimiter: ';', bom: true });
    expect(records[0][0]).toBe('Name');
    expect(records.slice(1).map((r) => [r[1], r[6]])).toEqual([['ana@acme.com', 'Hot']]);
    expect((await exportGet(request('/api/lead/leads-export.csv?status=nope', { token }), params({}))).status).toBe(422);
  });
});

describe('unsubscribe reasons', () => {
  it('shows the latest reason, the visitor\'s words and its date on the lead, in the list, through the API and in the CSV', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    const lead = await addLead({ email: 'leitora@acme.com', name: 'Leitora', module: 'newsletter', newsletterStatus: 'cancelled' });
    await addLead({ email: 'never@acme.com', name: 'Nunca', module: 'newsletter', newsletterStatus: 'active' });
    await t.db.insert(newsletterUnsubscribeReasons).values([
      { leadId: lead.id, reason: 'tooFrequent', createdAt: new Date(Date.UTC(2026, 0, 10, 15)) },
      { leadId: lead.id, reason: 'other', details: 'Mudei de empresa', createdAt: new Date(Date.UTC(2026, 1, 3, 15)) },
    ]);

    const list = await listLeads(staff, leadListQuerySchema.parse({ search: 'acme.com' }));
    const byEmail = new Map(list.items.map((l) => [l.email, l]));
    expect(byEmail.get('leitora@acme.com')).toMatchObject({
      unsubscribeReason: 'other',
      unsubscribeDetails: 'Mudei de empresa',
      unsubscribedAt: '2026-02-03T15:00:00.000Z',
    });
    expect(byEmail.get('never@acme.com')).toMatchObject({ unsubscribeReason: null, unsubscribedAt: null });

    const api = await leadsListPost(request('/api/lead/leads-list', { method: 'POST', token, body: { search: 'leitora' } }), params({}));
    expect((await api.json()).data.items[0]).toMatchObject({ unsubscribe_reason: 'other', unsubscribed_at: '2026-02-03T15:00:00.000Z' });

    const csv = await readAll(await exportLeadsCsv(staff, leadFiltersSchema.parse({}), { locale: 'pt-BR', timeZone: 'America/Sao_Paulo' }));
    const [header, ...rows] = parse(csv, { delimiter: ';', bom: true }) as string[][];
    const row = (email: string) => rows.find((r) => r[header.indexOf('E-mail')] === email)!;
    expect(row('leitora@acme.com')[header.indexOf('Motivo do cancelamento')]).toBe('Outro motivo: Mudei de empresa');
    expect(row('leitora@acme.com')[header.indexOf('Data do cancelamento')]).toBe('03/02/2026');
    expect(row('never@acme.com')[header.indexOf('Motivo do cancelamento')]).toBe('');
  });

  it('answers a cancellation from the lead list with its reason at once', async () => {
    await tokenFor('admin@example.com', 'admin');
    const lead = await addLead({ email: 'painel@acme.com', module: 'newsletter', newsletterStatus: 'active' });
    const view = await setLeadNewsletterStatus(staff, { id: lead.id, uniqueKey: lead.uniqueKey }, { status: 'cancelled' });
    expect(view).toMatchObject({ newsletterStatus: 'cancelled', unsubscribeReason: 'lead-panel', unsubscribeDetails: null });
    expect(view.unsubscribedAt).toEqual(expect.any(String));
    const csv = await readAll(await exportLeadsCsv(staff, leadFiltersSchema.parse({}), { locale: 'en' }));
    const [header, ...rows] = parse(csv, { delimiter: ';', bom: true }) as string[][];
    expect(rows[0][header.indexOf('Unsubscribe reason')]).toBe('Unsubscribed by the lead list panel');
  });
});
