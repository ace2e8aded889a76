import { eq } from 'drizzle-orm';
import { sessions } from '@/db/schema';
import { createSession, revokeSession, revokeSessionById, revokeUserSessions } from '@/lib/auth/sessions';
import { rolesOfUsers } from '@/lib/users/queries';
import { createTestDb, type TestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

// lib/auth/sessions.ts is the one place that ends sessions; these are its three ways.

let t: TestDb;
const password = 'Correct-Horse-9';

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.close());
beforeEach(async () => t.truncate());

async function sessionIdsOf(userId: number): Promise<number[]> {
  const rows = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

describe('session revocation', () => {
  it('ends the session of a token, and only it', async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    const a = await createSession({ userId: ana.id, remember: false });
    const b = await createSession({ userId: ana.id, remember: false });
    expect(await revokeSession(a.token)).toEqual([a.id]);
    expect(await sessionIdsOf(ana.id)).toEqual([b.id]);
  });

  it("ends a session by id only when it is the given user's", async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    const bia = await createUser(t.db, { email: 'bia@example.com', password, role: 'user' });
    const anas = await createSession({ userId: ana.id, remember: false });
    expect(await revokeSessionById(anas.id, { userId: bia.id })).toEqual([]);
    expect(await sessionIdsOf(ana.id)).toEqual([anas.id]);
    expect(await revokeSessionById(anas.id, { userId: ana.id })).toEqual([anas.id]);
    expect(await sessionIdsOf(ana.id)).toEqual([]);
  });

  it("ends every session of the given users, or all but the one in use, inside the caller's transaction", async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    const bia = await createUser(t.db, { email: 'bia@example.com', password, role: 'user' });
    const current = await createSession({ userId: ana.id, remember: false });
    const other = await createSession({ userId: ana.id, remember: true });
    const bias = await createSession({ userId: bia.id, remember: false });

    await expect(
      t.db.transaction(async (tx) => {
        await revokeUserSessions(ana.id, { except: current.id, db: tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await sessionIdsOf(ana.id)).toEqual([current.id, other.id]);

    expect(await revokeUserSessions(ana.id, { except: current.id })).toEqual([other.id]);
    expect(await sessionIdsOf(ana.id)).toEqual([current.id]);
    expect((await revokeUserSessions([ana.id, bia.id])).sort((x, y) => x - y)).toEqual([current.id, bias.id]);
    expect(await revokeUserSessions([])).toEqual([]);
  });
});

describe('rolesOfUsers', () => {
  it("reads each user's roles, and nothing for a user without one", async () => {
    const ana = await createUser(t.db, { email: 'ana@example.com', password, role: 'admin' });
    const bia = await createUser(t.db, { email: 'bia@example.com', password, role: 'user' });
    const roles = await rolesOfUsers(t.db, [ana.id, bia.id, 999_999]);
    expect(roles.get(ana.id)?.map((r) => r.name)).toEqual(['admin']);
    expect(roles.get(bia.id)?.map((r) => r.name)).toEqual(['user']);
    expect(roles.get(999_999)).toBeUndefined();
    expect(await rolesOfUsers(t.db, [])).toEqual(new Map());
  });
});
