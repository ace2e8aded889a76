import { GET as navigationGet, PUT as navigationPut } from '@/app/api/navigation/navigation/route';
import { GET as mediaSettingGet, PUT as mediaSettingPut } from '@/app/api/media/media-setting/route';
import { GET as formSettingsGet, PUT as formSettingsPut } from '@/app/api/lead/form-settings/route';
import { defaultNavigation } from '@/lib/navigation/defaults';
import { call, noParams, request, signedIn, type SignedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';

// Issue 33 §1 for the one-row settings (navigation per language, media settings, form settings): the
// version is 1 while the defaults are in force and is in every answer; a save from an older version is
// refused with 409 VERSION_CONFLICT and nothing is written; a save without one goes through as before.

const t = setUpTestDb();

type Handler = Parameters<typeof call>[0];

let admin: SignedIn;
beforeEach(async () => {
  admin = await signedIn(t.db, 'admin', undefined, 'Ana');
});

async function cycle(get: Handler, put: Handler, url: string, first: Record<string, unknown>, second: Record<string, unknown>, read: (data: Record<string, unknown>) => unknown) {
  const before = await call(get, request(url, { token: admin.token }), noParams);
  expect(before.status).toBe(200);
  expect(before.body.data.version).toBe(1);
  const send = (body: Record<string, unknown>, headers?: Record<string, string>) => call(put, request(url, { method: 'PUT', body, token: admin.token, headers }), noParams);

  const saved = await send({ ...first, version: 1 });
  expect(saved.status).toBe(200);
  const v = saved.body.data.version as number;
  expect(v).toBeGreaterThan(1);

  // Another editor, still on version 1 (by If-Match): refused, the first save kept.
  const stale = await send(second, { 'if-match': '"1"' });
  expect(stale.status).toBe(409);
  expect(stale.body).toMatchObject({ error: true, errorCode: 'VERSION_CONFLICT', data: { version: v, saved_by: { id: admin.id } } });
  const after = await call(get, request(url, { token: admin.token }), noParams);
  expect(read(after.body.data)).toEqual(read(saved.body.data));
  expect(after.body.data.version).toBe(v);

  // From the current version, and without any: saved, the version raised each time.
  const fresh = await send({ ...second, version: v });
  expect(fresh.status).toBe(200);
  expect(fresh.body.data.version).toBe(v + 1);
  const blind = await send(first);
  expect(blind.status).toBe(200);
  expect(blind.body.data.version).toBe(v + 2);
}

describe('versions of the settings', () => {
  it('the navigation of a language', async () => {
    const nav = defaultNavigation('en');
    const first = { locale: 'en', header: [{ label: 'Home', href: '/' }], footer: nav.footer };
    const second = { locale: 'en', header: [{ label: 'Blog', href: '/blog' }], footer: nav.footer };
    await cycle(navigationGet, navigationPut, '/api/navigation/navigation?locale=en', first, second, (d) => d.header);
  });

  it('the media settings', async () => {
    await cycle(mediaSettingGet, mediaSettingPut, '/api/media/media-setting', { require_alt: false }, { require_alt: true }, (d) => d.require_alt);
  });

  it('the form settings', async () => {
    await cycle(formSettingsGet, formSettingsPut, '/api/lead/form-settings', { proof_of_work: 'off' }, { proof_of_work: 'on' }, (d) => d.proof_of_work);
  });
});
