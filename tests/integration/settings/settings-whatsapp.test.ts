import { asc, eq } from 'drizzle-orm';
import { GET as whatsappGet, PUT as whatsappPut } from '@/app/api/whatsapp/whatsapp-setting/route';
import { auditLog, whatsappSettings } from '@/db/schema';
import { getLatestWhatsapp, getWhatsappSettingForAdmin } from '@/lib/settings/queries';
import en from '@/messages/en.json';
import { noParams, request, signedIn as apiSignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';

// The WhatsApp button setting through GET/PUT /api/whatsapp/whatsapp-setting, per role.

const t = setUpTestDb();

/** The setting's one address, as its route handlers receive it. */
const settingRequest = (init: { method?: string; body?: unknown; token?: string } = {}) => request('/api/whatsapp/whatsapp-setting', init);

/** A user of the role (named after it), signed in through the API. */
const signedIn = (role: string) => apiSignedIn(t.db, role, `${role}@example.com`, role[0].toUpperCase() + role.slice(1));

const put = (body: unknown, token?: string) => whatsappPut(settingRequest({ method: 'PUT', body, token }), noParams);
const getPublic = async () => (await whatsappGet(settingRequest(), noParams)).json();
const setting = { phone: '+55 11 98888-7777', message: 'Olá! Quero um orçamento.', button_color: '#128C7E' };


describe('GET /api/whatsapp/whatsapp-setting (public)', () => {
  it('answers data null before any setting exists', async () => {
    const res = await whatsappGet(settingRequest(), noParams);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: false, data: null });
  });

  it('answers only phone, message and button_color of the setting in force, without a token', async () => {
    const admin = await signedIn('admin');
    expect((await put(setting, admin.token)).status).toBe(200);
    expect((await getPublic()).data).toEqual({ phone: setting.phone, message: setting.message, button_color: '#128c7e' });
  });
});

describe('PUT /api/whatsapp/whatsapp-setting', () => {
  it('answers 401 without a token', async () => {
    const res = await put(setting);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: true, message: en.Errors.unauthorized });
  });

  it.each([
    ['admin', 200],
    ['manager', 200],
    ['operational', 403],
    ['user', 403],
  ])('answers %s with %i (settings-whatsapp is the grant that counts)', async (role, status) => {
    const { id, token } = await signedIn(role);
    const res = await put(setting, token);
    expect(res.status).toBe(status);
    const body = await res.json();
    if (status === 200) {
      expect(body).toMatchObject({ error: false, message: en.Settings.whatsappSaved, data: { phone: setting.phone, button_color: '#128c7e', created_by: id } });
      expect(body.data.id).toEqual(expect.any(Number));
      expect(new Date(body.data.created_at).toString()).not.toBe('Invalid Date');
    } else {
      expect(body).toMatchObject({ error: true, code: 403, message: en.Errors.accessDenied });
      expect(await t.db.select().from(whatsappSettings)).toHaveLength(0);
    }
  });

  it('answers 422 with "Contact phone is required" and "Message is required"', async () => {
    const admin = await signedIn('admin');
    const res = await put({ phone: ' ', message: '' }, admin.token);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual([
      { field: 'phone', message: en.Validation.contactPhoneRequired },
      { field: 'message', message: en.Validation.whatsappMessageRequired },
    ]);
    const missing = await put({}, admin.token);
    expect((await missing.json()).errors.map((e: { message: string }) => e.message)).toEqual([en.Validation.contactPhoneRequired, en.Validation.whatsappMessageRequired]);
  });

  it('refuses a phone with too few digits, a long message and a colour that is not hex', async () => {
    const admin = await signedIn('admin');
    const res = await put({ phone: '+55 1234', message: 'x'.repeat(501), button_color: 'green' }, admin.token);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual([
      { field: 'phone', message: en.Settings.errors.phoneInvalid },
      { field: 'message', message: en.Settings.errors.whatsappMessageTooLong },
      { field: 'button_color', message: en.Settings.errors.invalidColor },
    ]);
    expect(await t.db.select().from(whatsappSettings)).toHaveLength(0);
  });

  it('uses WhatsApp green when no colour is sent', async () => {
    const admin = await signedIn('admin');
    const res = await put({ phone: setting.phone, message: setting.message }, admin.token);
    expect((await res.json()).data.button_color).toBe('#25d366');
  });

  it('keeps every save: the newest is in force, the older ones stay as history', async () => {
    const admin = await signedIn('admin');
    const manager = await signedIn('manager');
    await put(setting, admin.token);
    await put({ phone: '+1 415 555 0100', message: 'Hi there', button_color: '#000' }, manager.token);
    expect((await getPublic()).data).toEqual({ phone: '+1 415 555 0100', message: 'Hi there', button_color: '#000' });
    expect(await getLatestWhatsapp()).toEqual({ phone: '+1 415 555 0100', message: 'Hi there', buttonColor: '#000' });
    const rows = await t.db.select({ phone: whatsappSettings.phone, createdBy: whatsappSettings.createdBy }).from(whatsappSettings).orderBy(asc(whatsappSettings.id));
    expect(rows).toEqual([
      { phone: setting.phone, createdBy: admin.id },
      { phone: '+1 415 555 0100', createdBy: manager.id },
    ]);
    // The settings screen says who saved last.
    const screen = await getWhatsappSettingForAdmin({ grants: ['settings-whatsapp'] });
    expect(screen).toMatchObject({ setting: { phone: '+1 415 555 0100', createdBy: manager.id }, savedByName: 'Manager User' });
  });

  it('writes an audit row per save with the setting before and after', async () => {
    const admin = await signedIn('admin');
    const first = (await (await put(setting, admin.token)).json()).data;
    const second = (await (await put({ ...setting, message: 'Outra mensagem' }, admin.token)).json()).data;
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'whatsapp_setting')).orderBy(asc(auditLog.id));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      action: 'whatsapp.save',
      entityId: String(first.id),
      details: { before: null, after: { phone: setting.phone, message: setting.message, button_color: '#128c7e' } },
    });
    expect(entries[1]).toMatchObject({
      entityId: String(second.id),
      details: {
        before: { phone: setting.phone, message: setting.message, button_color: '#128c7e' },
        after: { phone: setting.phone, message: 'Outra mensagem', button_color: '#128c7e' },
      },
    });
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    const admin = await signedIn('admin');
    expect((await put('just text', admin.token)).status).toBe(400);
  });
});
