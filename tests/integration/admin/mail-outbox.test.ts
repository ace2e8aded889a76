import { GET as outboxGet } from '@/app/api/mail/outbox/route';
import { GET as outboxItemGet } from '@/app/api/mail/outbox/[id]/route';
import { sendEmail } from '@/lib/mail/transport';
import { noParams, params, request, signedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';

// The outbox API answers in the API's snake_case, like every other endpoint; header names are data
// and stay as they were sent.

const t = setUpTestDb({ env: { SMTP_URL: undefined }, truncate: false });


describe('GET /api/mail/outbox', () => {
  it('lists and reads messages with snake_case fields', async () => {
    const admin = await signedIn(t.db, 'admin');
    const queued = await sendEmail({
      to: 'carla@example.com',
      locale: 'pt-BR',
      template: 'newsletter-confirm',
      content: { subject: 'Confirme', html: '<p>Confirme</p>', text: 'Confirme' },
      headers: { 'List-Unsubscribe': '<https://example.com/u>' },
    });

    const listed = await outboxGet(request('/api/mail/outbox?to=carla@example.com', { token: admin.token }), noParams);
    expect(listed.status).toBe(200);
    const { data } = await listed.json();
    expect(data).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(Object.keys(data.items[0]).sort()).toEqual(
      ['attempts', 'created_at', 'id', 'last_error', 'locale', 'sent_at', 'status', 'subject', 'template', 'to_address'].sort(),
    );
    expect(data.items[0]).toMatchObject({ id: queued.id, to_address: 'carla@example.com', status: 'kept', last_error: null, sent_at: null });

    const read = await outboxItemGet(request(`/api/mail/outbox/${queued.id}`, { token: admin.token }), params({ id: String(queued.id) }));
    expect(read.status).toBe(200);
    const message = (await read.json()).data;
    expect(message).toMatchObject({ id: queued.id, to_address: 'carla@example.com', text: 'Confirme', next_attempt_at: null });
    expect(message).not.toHaveProperty('toAddress');
    expect(message.headers).toMatchObject({ 'List-Unsubscribe': '<https://example.com/u>', 'X-Vitrine-Template': 'newsletter-confirm' });
  });
});
