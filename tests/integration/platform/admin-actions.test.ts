import { eq } from 'drizzle-orm';
import { categories, users } from '@/db/schema';
import { deleteArticleAction } from '@/lib/api/actions/articles';
import { auth } from '@/lib/auth/config';
import { resolveSession } from '@/lib/auth/sessions';
import { createCategoryAction } from '@/lib/api/actions/categories';
import { changeLeadStatusAction } from '@/lib/api/actions/leads';
import { deleteMessageAction } from '@/lib/api/actions/messages';
import { createRoleAction } from '@/lib/api/actions/roles';
import { createSeoSettingAction, saveLayoutSettingAction } from '@/lib/api/actions/settings';
import { createUserAction, deleteUserAction } from '@/lib/api/actions/users';
import en from '@/messages/en.json';
import { setUpTestDb } from '@/tests/support/test-db';
import { signedIn, userBody, type SignedIn } from '@/tests/support/users-api';

// The back office's server actions answer through one helper (lib/api/action-result.ts): these check
// that each domain's actions keep their answers (messages, field errors, codes, data) and their route.

jest.mock('@/lib/auth/config', () => ({ auth: jest.fn(), signIn: jest.fn(), signOut: jest.fn() }));
jest.mock('next-intl/server', () => ({ getLocale: jest.fn(async () => 'en') }));
jest.mock('@/i18n/navigation', () => ({
  redirect: jest.fn(({ href }: { href: string | { pathname: string } }) => {
    throw new Error(`REDIRECT ${typeof href === 'string' ? href : href.pathname}`);
  }),
}));
// Cache expiry needs Next's request scope; nothing to expire in these tests.
jest.mock('@/lib/cache/invalidate', () => ({ invalidate: jest.fn() }));

const t = setUpTestDb({ env: { AUTH_SECRET: 'integration-test-secret-0123456789-abcdefghij', SITE_URL: 'https://vitrine.test', STAFF_DEVICE_VERIFICATION: undefined }, throttle: true });

/** Makes the server actions see this user's session (as Auth.js would from the cookie). */
async function actAs(who: SignedIn) {
  const lookup = await resolveSession(who.token);
  if (lookup.state !== 'valid') throw new Error('no session');
  (auth as unknown as jest.Mock).mockResolvedValue({ state: 'valid', currentUser: lookup.user });
}


describe('back-office server actions', () => {
  it('categories: the success message, or the translated field errors of a refusal', async () => {
    await actAs(await signedIn(t.db, 'admin'));
    const input = { name: 'ERP', description: 'Systems', image: '', text_color: '#ffffff', background_color: '#1e3a8a' };
    expect(await createCategoryAction({}, input)).toEqual({ ok: true, message: en.Success.categoryCreated });
    expect(await t.db.select({ name: categories.name }).from(categories).where(eq(categories.name, 'ERP'))).toHaveLength(1);
    expect(await createCategoryAction({}, { ...input, name: ' ', description: '' })).toEqual({
      ok: false,
      message: en.Errors.validation,
      fieldErrors: { name: en.Validation.nameRequired, description: en.Validation.descriptionRequired },
    });
  });

  it('roles: a refusal carries its field errors', async () => {
    await actAs(await signedIn(t.db, 'admin'));
    const result = await createRoleAction({}, { name: '', title: 'Editors', active_routes: ['dashboard'] });
    expect(result).toMatchObject({ ok: false, message: en.Errors.validation, fieldErrors: { name: en.Roles.errors.nameRequired } });
  });

  it('users: a creation answers the access information once, never the created profile; self-deletion is refused with its code', async () => {
    const admin = await signedIn(t.db, 'admin');
    await actAs(admin);
    const body = userBody();
    const created = await createUserAction(body as never);
    expect(Object.keys(created).sort()).toEqual(['access', 'message', 'ok']);
    expect(created).toMatchObject({ ok: true, message: en.Success.userCreated, access: { loginUrl: 'https://vitrine.test/en/login', email: body.email } });
    expect(created.access?.firstAccessPassword).toEqual(expect.any(String));
    expect(await deleteUserAction({ id: admin.id, uniqueKey: admin.uniqueKey })).toEqual({ ok: false, message: en.Errors.cannotDeleteSelf, errorCode: 'OWN_ACCOUNT' });
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });

  it('settings: the saved setting goes back to the form; saving the layout in force is refused with its code', async () => {
    await actAs(await signedIn(t.db, 'admin'));
    const seo = await createSeoSettingAction({}, { head: '<meta name="x" content="y">', body: '' });
    expect(seo).toMatchObject({ ok: true, message: en.Success.seoCreated, data: { head: '<meta name="x" content="y">', body: null } });
    expect(await saveLayoutSettingAction({}, { current_version: 'v2' })).toMatchObject({ ok: true, message: en.Success.layoutSaved, data: { currentVersion: 'v2' } });
    expect(await saveLayoutSettingAction({}, { current_version: 'v2' })).toEqual({
      ok: false,
      message: en.Errors.versionAlreadyApplied,
      errorCode: 'VERSION_ALREADY_APPLIED',
    });
  });

  it('leads and messages: any refusal reads "Action failed"; the article list says why', async () => {
    await actAs(await signedIn(t.db, 'admin'));
    expect(await changeLeadStatusAction({ id: 999, uniqueKey: 'nope' }, { status: 'blackListed' })).toEqual({ ok: false, message: en.Errors.actionFailed });
    expect(await deleteMessageAction({ id: 999, uniqueKey: 'nope' })).toEqual({ ok: false, message: en.Errors.actionFailed });
    expect(await deleteArticleAction({ id: 999, uniqueKey: 'nope' })).toEqual({ ok: false, message: en.Errors.resultNotFound });
  });

  it('sends staff without the route to the dashboard before any work', async () => {
    await actAs(await signedIn(t.db, 'user'));
    await expect(createCategoryAction({ name: 'X', description: 'Y', image: '' })).rejects.toThrow(/^REDIRECT /);
    await expect(createUserAction(userBody() as never)).rejects.toThrow(/^REDIRECT /);
    expect(await t.db.select().from(categories)).toHaveLength(0);
  });
});
