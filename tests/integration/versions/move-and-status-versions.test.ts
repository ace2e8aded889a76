import { eq } from 'drizzle-orm';
import { POST as faqPost } from '@/app/api/faq/faq/route';
import { PUT as faqPut } from '@/app/api/faq/faq/[id]/[unique_key]/route';
import { PUT as faqMovePut } from '@/app/api/faq/faq-move/[id]/[unique_key]/route';
import { POST as userPost } from '@/app/api/user/user/route';
import { PUT as userPut } from '@/app/api/user/user/[id]/[unique_key]/route';
import { PUT as userStatusPut } from '@/app/api/user/user-change-status/[id]/[unique_key]/route';
import { faqs, users } from '@/db/schema';
import { call, noParams, params, request, signedIn, type SignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { userBody } from '@/tests/support/users-api';

// Issue 33 §1 where a record changes outside its form: the FAQ move and the user status change. Each
// takes the version (body or If-Match); a stale one is 409 VERSION_CONFLICT and nothing is written;
// without one the change goes through as before; the answer carries the new version.

const t = setUpTestDb();

type Handler = Parameters<typeof call>[0];
type Row = { id: number; unique_key: string; version: number } & Record<string, unknown>;
const keyed = (r: Row) => params({ id: String(r.id), unique_key: r.unique_key });

let admin: SignedIn;
beforeEach(async () => {
  admin = await signedIn(t.db, 'admin', undefined, 'Ana');
});

async function create(handler: Handler, body: unknown): Promise<Row> {
  const res = await call(handler, request('/x', { method: 'POST', body, token: admin.token }), noParams);
  expect(res.status).toBe(201);
  return (res.body.data.user ?? res.body.data) as Row;
}

const put = (handler: Handler, row: Row, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call(handler, request('/x', { method: 'PUT', body, token: admin.token, headers }), keyed(row));

describe('the FAQ move and the user status change check the version', () => {
  it('FAQ move: stale 409 (nothing moved), If-Match and body accepted, none as before', async () => {
    const base = { answer: '<p>Because.</p>', product: 'vitrine-cms', locale: 'en' };
    const first = await create(faqPost, { ...base, question: 'First?' });
    const second = await create(faqPost, { ...base, question: 'Second?' });
    // Someone edits the second question: version 2.
    expect((await put(faqPut, second, { ...base, question: 'Second, edited?', version: 1 })).status).toBe(200);
    const positions = async () => (await t.db.select({ id: faqs.id, position: faqs.position }).from(faqs).orderBy(faqs.id)).map((r) => r.position);
    const before = await positions();

    const stale = await put(faqMovePut, second, { direction: 'up', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ errorCode: 'VERSION_CONFLICT', data: { version: 2, current: { id: second.id, question: 'Second, edited?' }, saved_by: { id: admin.id } } });
    expect(await positions()).toEqual(before);
    expect((await put(faqMovePut, second, { direction: 'up' }, { 'if-match': '"1"' })).status).toBe(409);

    const moved = await put(faqMovePut, second, { direction: 'up' }, { 'if-match': 'W/"2"' });
    expect(moved.status).toBe(200);
    expect(moved.body.data.version).toBe(3);
    const blind = await put(faqMovePut, first, { direction: 'up' });
    expect(blind.status).toBe(200);
    expect(typeof blind.body.data.version).toBe('number');
  });

  it('user status change: stale 409 (status kept), fresh and none go through', async () => {
    const body = userBody();
    const user = await create(userPost, body);
    expect((await put(userPut, user, { ...body, name: 'Marta', version: 1 })).status).toBe(200);

    const stale = await put(userStatusPut, user, { status: 'blocked', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ errorCode: 'VERSION_CONFLICT', data: { version: 2, current: { id: user.id, name: 'Marta' } } });
    const statusOf = async () => (await t.db.select({ status: users.status }).from(users).where(eq(users.id, user.id)))[0].status;
    const was = await statusOf();
    expect(was).not.toBe('blocked');
    expect((await put(userStatusPut, user, { status: 'blocked' }, { 'if-match': '1' })).status).toBe(409);
    expect(await statusOf()).toBe(was);

    const blocked = await put(userStatusPut, user, { status: 'blocked', version: 2 });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toMatchObject({ status: 'blocked', version: 3 });
    const blind = await put(userStatusPut, user, { status: 'inactive' });
    expect(blind.status).toBe(200);
    expect(blind.body.data.version).toBe(4);
  });
});
