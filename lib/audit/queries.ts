import 'server-only';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { getDb, rowsOf } from '@/db/client';
import { auditLog, users } from '@/db/schema';
import { verbatim } from '@/lib/core/api-case';
import { errors } from '@/lib/core/errors';
import type { CurrentUser } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { redactSecrets } from './details';
import { AUDIT_MAX_PAGE_SIZE, AUDIT_PAGE_SIZE, type AuditLogQuery } from './schema';

// Reads of the audit log (capability 'audit-log'). Every command writes its row in its own
// transaction (grep `auditLog` in lib/); nothing here writes.

type Viewer = Pick<CurrentUser, 'grants'>;

/** Reading the log needs the 'audit-log' capability (it shows who did what to whom). */
function assertAuditReader(viewer: Viewer) {
  if (!viewer.grants.includes('audit-log')) throw errors.accessDenied();
}

export interface AuditActor {
  id: number;
  name: string;
  email: string;
}

/** One entry as the list and the API show it. */
export interface AuditEntry {
  id: number;
  action: string;
  entityType: string;
  entityId: string | null;
  /** Null when the actor's account was deleted (or the entry had no actor): "Former user". */
  actor: AuditActor | null;
  ipAddress: string | null;
  createdAt: string;
}

export interface AuditEntryWithDetails extends AuditEntry {
  /** What the command recorded (before/after …), secrets hidden. */
  details: Record<string, unknown> | null;
}

export interface AuditFilterOptions {
  actions: string[];
  types: string[];
  people: AuditActor[];
}

const entryColumns = {
  id: auditLog.id,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  ipAddress: auditLog.ipAddress,
  createdAt: auditLog.createdAt,
  actorId: users.id,
  actorName: users.name,
  actorLastName: users.lastName,
  actorFullName: users.fullName,
  actorEmail: users.email,
};

type EntryRow = {
  id: number;
  action: string;
  entityType: string;
  entityId: string | null;
  ipAddress: string | null;
  createdAt: Date;
  actorId: number | null;
  actorName: string | null;
  actorLastName: string | null;
  actorFullName: string | null;
  actorEmail: string | null;
};

function displayName(u: { name: string | null; lastName: string | null; fullName: string | null }): string {
  return u.fullName?.trim() || `${u.name ?? ''} ${u.lastName ?? ''}`.trim();
}

function present(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    actor:
      row.actorId === null
        ? null
        : { id: row.actorId, name: displayName({ name: row.actorName, lastName: row.actorLastName, fullName: row.actorFullName }), email: row.actorEmail ?? '' },
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Start of a calendar day of the site's time zone, as an instant (the reports' rule). */
const startOfDay = (day: string, timeZone: string): SQL => sql`(${day}::date)::timestamp at time zone ${timeZone}`;

function whereOf(query: Partial<AuditLogQuery>, timeZone: string): SQL | undefined {
  return and(
    query.person === undefined ? undefined : eq(auditLog.actorId, query.person),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.type === undefined ? undefined : eq(auditLog.entityType, query.type),
    query.record === undefined ? undefined : eq(auditLog.entityId, query.record),
    // Whole days of the site's time zone: from its first instant to the first instant of the day after `to`.
    query.from === undefined ? undefined : gte(auditLog.createdAt, startOfDay(query.from, timeZone)),
    query.to === undefined ? undefined : lt(auditLog.createdAt, sql`((${query.to}::date + 1)::timestamp at time zone ${timeZone})`),
  );
}

/** Entries newest first, filtered and paginated. */
export async function listAuditEntries(
  viewer: Viewer,
  query: Partial<AuditLogQuery> = {},
  options: { timeZone?: string } = {},
): Promise<{ items: AuditEntry[]; total: number; page: number; limit: number }> {
  assertAuditReader(viewer);
  const db = await getDb();
  const limit = Math.min(Math.max(1, query.limit ?? AUDIT_PAGE_SIZE), AUDIT_MAX_PAGE_SIZE);
  const page = Math.max(1, query.page ?? 1);
  const where = whereOf(query, options.timeZone ?? env().SITE_TIME_ZONE);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(auditLog).where(where),
    db
      .select(entryColumns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  return { items: rows.map(present), total: Number(n), page, limit };
}

/** One entry with its details (secrets hidden), or 404. */
export async function getAuditEntry(viewer: Viewer, id: number): Promise<AuditEntryWithDetails> {
  assertAuditReader(viewer);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw errors.notFound();
  const db = await getDb();
  const [row] = await db
    .select({ ...entryColumns, details: auditLog.details })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.id, id))
    .limit(1);
  if (!row) throw errors.notFound();
  // The details are data (field names as each command recorded them), not API fields: passed as they are.
  return { ...present(row), details: row.details ? verbatim(redactSecrets(row.details)) : null };
}


/**
 * The values the filters offer: the actions and record types in use, and the people who acted
 * (still existing accounts). Each is a loose index scan (one index probe per distinct value), so
 * it stays cheap however long the log grows.
 */
export async function listAuditFilterOptions(viewer: Viewer): Promise<AuditFilterOptions> {
  assertAuditReader(viewer);
  const db = await getDb();
  const distinct = (column: string) =>
    db.execute(
      sql.raw(`
        with recursive v as (
          (select ${column} as value from audit_log where ${column} is not null order by ${column} limit 1)
          union all
          select (select ${column} from audit_log where ${column} > v.value order by ${column} limit 1) from v where v.value is not null
        )
        select value from v where value is not null`),
    );
  const [actions, types, actorIds] = await Promise.all([distinct('action'), distinct('entity_type'), distinct('actor_id')]);
  const ids = rowsOf<{ value: number | string }>(actorIds).map((r) => Number(r.value));
  const people = ids.length
    ? await db
        .select({ id: users.id, name: users.name, lastName: users.lastName, fullName: users.fullName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  return {
    actions: rowsOf<{ value: string }>(actions).map((r) => r.value),
    types: rowsOf<{ value: string }>(types).map((r) => r.value),
    people: people
      .map((p) => ({ id: p.id, name: displayName(p), email: p.email }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
  };
}
