import { canGrant, grantsOf, seedRoles } from '@/lib/auth/routes';

describe('role grants', () => {
  it('gives the operational role no access to users', () => {
    const operational = seedRoles.find((r) => r.name === 'operational')!;
    expect(grantsOf([operational]).has('users')).toBe(false);
    expect(grantsOf([operational]).has('compose')).toBe(true);
  });

  it('refuses to let a manager grant the users route', () => {
    const manager = seedRoles.find((r) => r.name === 'manager')!;
    expect(canGrant(grantsOf([manager]), ['users'])).toBe(false);
    expect(canGrant(grantsOf([manager]), ['dashboard', 'outbox'])).toBe(true);
  });
});
