import { landingPath, mayOpenPath } from '@/lib/auth/landing';
import { adminHomePath, adminHomeRoute, seedRoles } from '@/lib/auth/routes';

const grantsOf = (name: string) => [...(seedRoles.find((r) => r.name === name)?.activeRoutes ?? [])];
const localize = (locale: string) => (path: string) => (locale === 'pt-BR' ? path : `/${locale}${path}`);

describe('adminHomePath', () => {
  it('sends a user who holds the dashboard to the dashboard', () => {
    for (const role of ['admin', 'manager', 'operational', 'user']) expect(adminHomePath(grantsOf(role))).toBe('/admin/dashboard');
  });

  it('sends a role without the dashboard to the first admin route it holds', () => {
    expect(adminHomePath(['list-leads', 'message-received'])).toBe('/admin/message-received');
    expect(adminHomePath(['compose', 'list-of-articles'])).toBe('/admin/list-of-articles');
    expect(adminHomePath(['settings-profile', 'seo'])).toBe('/admin/seo');
    expect(adminHomePath(['settings-profile'])).toBe('/admin/settings-profile');
  });

  it('sends a role holding only capabilities with a page of their own to that page', () => {
    expect(adminHomePath(['outbox'])).toBe('/admin/outbox');
    expect(adminHomePath(['audit-log', 'articles-all'])).toBe('/admin/audit-log');
    expect(adminHomePath(['outbox', 'settings-profile'])).toBe('/admin/settings-profile');
    expect(adminHomePath(['api-keys'])).toBe('/admin/api-keys');
  });

  it('ignores capabilities that are no page of their own and names the forbidden page when no page is held', () => {
    expect(adminHomePath(['articles-all', 'reports-all'])).toBe('/error-forbidden');
    // The roles page is /admin/users/roles: it needs the users route as well.
    expect(adminHomePath(['roles'])).toBe('/error-forbidden');
    expect(adminHomePath([])).toBe('/error-forbidden');
    expect(adminHomeRoute([])).toBeNull();
  });
});

describe('mayOpenPath', () => {
  it('checks the admin section named by the path, with or without a locale', () => {
    expect(mayOpenPath('/admin/dashboard', ['list-leads'])).toBe(false);
    expect(mayOpenPath('/en/admin/dashboard?period=30d', ['dashboard'])).toBe(true);
    expect(mayOpenPath('/admin/list-leads/42', ['list-leads'])).toBe(true);
    expect(mayOpenPath('/fr/admin/outbox', ['dashboard'])).toBe(false);
    expect(mayOpenPath('/admin/users/roles', ['users'])).toBe(false);
    expect(mayOpenPath('/admin/users/roles', ['users', 'roles'])).toBe(true);
  });

  it('leaves pages outside the back office alone', () => {
    expect(mayOpenPath('/blog', [])).toBe(true);
    expect(mayOpenPath('/en', [])).toBe(true);
  });
});

describe('landingPath', () => {
  const leadsOnly = ['list-leads', 'settings-profile'];

  it('follows a callbackUrl the user may open', () => {
    expect(landingPath('/admin/list-leads?status=new', leadsOnly, localize('pt-BR'))).toBe('/admin/list-leads?status=new');
  });

  it('replaces a callbackUrl the user may not open with their first admin page, in their locale', () => {
    expect(landingPath('/admin/dashboard', leadsOnly, localize('pt-BR'))).toBe('/admin/list-leads');
    expect(landingPath('/en/admin/users', leadsOnly, localize('en'))).toBe('/en/admin/list-leads');
  });

  it('refuses an unsafe or missing callbackUrl', () => {
    expect(landingPath('//evil.example/admin', leadsOnly, localize('pt-BR'))).toBe('/admin/list-leads');
    expect(landingPath(null, leadsOnly, localize('es'))).toBe('/es/admin/list-leads');
  });
});
