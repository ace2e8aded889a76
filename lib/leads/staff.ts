import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { roles, userRoles, users } from '@/db/schema';

/** Who made a change or wrote a note, as the timeline names them. */
export interface StaffRef {
  id: number;
  name: string;
}

/** Active staff whose roles grant the leads list: who may own a lead (by name). `only` narrows to some ids. */
export async function leadOwnerCandidates(db: DbOrTx, only?: number[]): Promise<StaffRef[]> {
  return db
    .selectDistinct({ id: users.id, name: users.fullName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.status, 'active'), sql`'list-leads' = any(${roles.activeRoutes})`, only ? inArray(users.id, only) : undefined))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** The names of some users (deleted ones are simply missing). */
export async function staffNames(db: DbOrTx, ids: Iterable<number>): Promise<Map<number, StaffRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}
