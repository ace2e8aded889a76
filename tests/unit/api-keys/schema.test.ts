import { seedRoles } from '@/lib/auth/routes';
import { apiKeyInputSchema } from '@/lib/api-keys/schema';

describe('apiKeyInputSchema', () => {
  const valid = { name: ' Sync ', grants: ['users', 'dashboard', 'users'] };

  it('trims the name and keeps known grants once, in the order of allGrants', () => {
    expect(apiKeyInputSchema.parse(valid)).toEqual({ name: 'Sync', grants: ['dashboard', 'users'] });
  });

  it('reads an expiry as an ISO date-time or a day; empty or null is no expiry', () => {
    expect(apiKeyInputSchema.parse({ ...valid, expires_at: '2999-05-01' }).expires_at?.toISOString()).toBe('2999-05-01T00:00:00.000Z');
    expect(apiKeyInputSchema.parse({ ...valid, expires_at: '2999-05-01T12:30:00Z' }).expires_at?.toISOString()).toBe('2999-05-01T12:30:00.000Z');
    expect(apiKeyInputSchema.parse({ ...valid, expires_at: '' }).expires_at).toBeUndefined();
    expect(apiKeyInputSchema.parse({ ...valid, expires_at: null }).expires_at).toBeUndefined();
  });

  it('parses its own output again unchanged (the route parses, then the command)', () => {
    const once = apiKeyInputSchema.parse({ ...valid, expires_at: '2999-05-01' });
    expect(apiKeyInputSchema.parse(once)).toEqual(once);
  });

  it.each([
    [{ ...valid, name: '  ' }, 'name', 'ApiKeys.errors.nameRequired'],
    [{ ...valid, name: 'x'.repeat(81) }, 'name', 'ApiKeys.errors.nameTooLong'],
    [{ ...valid, grants: [] }, 'grants', 'ApiKeys.errors.grantsRequired'],
    [{ ...valid, grants: ['root'] }, 'grants', 'ApiKeys.errors.unknownGrant'],
    [{ ...valid, expires_at: 'tomorrow' }, 'expires_at', 'ApiKeys.errors.expiryInvalid'],
    [{ ...valid, expires_at: '2001-01-01' }, 'expires_at', 'ApiKeys.errors.expiryPast'],
  ])('refuses %p on %s with %s', (input, field, message) => {
    const issue = apiKeyInputSchema.safeParse(input).error?.issues[0];
    expect(issue).toMatchObject({ path: [field], message });
  });
});

describe('the api-keys capability in the seed', () => {
  it('is held by admin and by no other seeded role', () => {
    expect(seedRoles.filter((r) => r.activeRoutes.includes('api-keys')).map((r) => r.name)).toEqual(['admin']);
  });
});
