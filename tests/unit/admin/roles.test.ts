import { accessAreas, allGrants, seedRoles } from '@/lib/auth/routes';
import { translator, type MessageKey } from '@/lib/i18n/translate';
import { roleDisplayTitle } from '@/lib/roles/present';
import { roleInputSchema, roleUpdateSchema } from '@/lib/roles/schema';
import { accessAreaList, areaLabel, grantLabel, grantWarning, powerfulGrantKeys } from '@/components/admin/roles/grant-labels';

const locales = ['pt-BR', 'en', 'es', 'fr', 'ht'];

describe('the roles editor’s labels', () => {
  it('puts every grant under exactly one of the five access areas', () => {
    const grouped = accessAreaList.flatMap((area) => accessAreas[area]);
    expect([...grouped].sort()).toEqual([...allGrants].sort());
  });

  it.each(locales)('names every grant and area in %s (never the raw key)', (locale) => {
    const t = translator(locale);
    for (const grant of allGrants) {
      const label = grantLabel(grant, t);
      expect(label).not.toMatch(/^(Admin|Roles)\./);
      expect(label.length).toBeGreaterThan(1);
    }
    for (const area of accessAreaList) expect(areaLabel(area, t)).not.toMatch(/^Roles\./);
  });

  it.each(locales)('warns in %s beside seo and code-injection, the grants that put code on the public site', (locale) => {
    const t = translator(locale);
    expect(Object.keys(powerfulGrantKeys).sort()).toEqual(['code-injection', 'seo']);
    // The editor lists the grants of the access areas: a powerful grant outside them would lose its warning.
    expect(accessAreas.site_editor).toEqual(expect.arrayContaining(['seo', 'code-injection']));
    expect(grantWarning('code-injection', t)).toBe(t('Roles.grantWarnings.codeInjection'));
    expect(grantWarning('seo', t)).toBe(t('Roles.grantWarnings.seo'));
    expect(grantWarning('code-injection', t)).not.toMatch(/^Roles\./);
    expect(grantWarning('webhooks', t)).toBeUndefined();
  });

  it('gives code-injection to the admin seed role alone', () => {
    expect(seedRoles.filter((r) => r.activeRoutes.includes('code-injection')).map((r) => r.name)).toEqual(['admin']);
  });
});

describe('roleDisplayTitle', () => {
  const pt = translator('pt-BR');

  it('translates a seeded role while it keeps its seed title', () => {
    for (const role of seedRoles) expect(roleDisplayTitle(role, pt)).toBe(pt(`Roles.seedTitles.${role.name}` as MessageKey));
    expect(roleDisplayTitle({ name: 'admin', title: 'Administrator' }, pt)).toBe('Administrador');
  });

  it('shows a title someone typed as typed', () => {
    expect(roleDisplayTitle({ name: 'admin', title: 'Super admin' }, pt)).toBe('Super admin');
    expect(roleDisplayTitle({ name: 'editor', title: 'Editor' }, pt)).toBe('Editor');
    expect(roleDisplayTitle({ name: null, title: null }, pt)).toBe('');
  });
});

describe('roleInputSchema', () => {
  const valid = { name: 'seo_team-2', title: 'SEO', active_routes: ['seo', 'dashboard'] };

  it('keeps known grants once, in the order of allGrants', () => {
    expect(roleInputSchema.parse({ ...valid, active_routes: ['seo', 'dashboard', 'seo'] }).active_routes).toEqual(['dashboard', 'seo']);
  });

  it.each(['a', 'Seo', '1team', 'team name', 'x'.repeat(41), 'équipe'])('refuses the name %p', (name) => {
    const result = roleInputSchema.safeParse({ ...valid, name });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'] });
  });

  it('refuses an unknown grant and an empty list with their own messages', () => {
    expect(roleInputSchema.safeParse({ ...valid, active_routes: ['root'] }).error?.issues[0].message).toBe('Roles.errors.unknownRoute');
    expect(roleInputSchema.safeParse({ ...valid, active_routes: [] }).error?.issues[0].message).toBe('Roles.errors.routesRequired');
  });

  it('lets an update leave the name out', () => {
    expect(roleUpdateSchema.parse({ title: ' Editors ', active_routes: ['compose'] })).toEqual({ title: 'Editors', active_routes: ['compose'] });
  });
});
