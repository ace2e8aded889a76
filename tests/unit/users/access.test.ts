import { accessOf, presentNames } from '@/lib/users/present';

describe('accessOf', () => {
  it('takes permission and type from the first role and merges every role grant once', () => {
    const access = accessOf([
      { id: 2, name: 'manager', title: 'Manager', activeRoutes: ['dashboard', 'users'] },
      { id: 5, name: 'editor', title: 'Editor', activeRoutes: ['users', 'compose'] },
    ]);
    expect(access).toEqual({
      permission: 'manager',
      type: 'Manager',
      roles: [
        { name: 'manager', title: 'Manager' },
        { name: 'editor', title: 'Editor' },
      ],
      activeRoutes: ['dashboard', 'users', 'compose'],
    });
  });

  it('gives no permission and no grant to a user without a role', () => {
    expect(accessOf([])).toEqual({ permission: null, type: null, roles: [], activeRoutes: [] });
  });
});

describe('presentNames', () => {
  it('gives the keys and names every user view begins with', () => {
    expect(presentNames({ id: 7, uniqueKey: 'k', name: 'Ana', lastName: 'Lima', fullName: 'Ana Lima' })).toEqual({
      id: 7,
      uniqueKey: 'k',
      name: 'Ana',
      lastName: 'Lima',
      fullName: 'Ana Lima',
    });
  });
});
