import 'server-only';
import { and, eq, like, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { auditLog } from '@/db/schema';
import type { Actor } from './actor';
import { AppError, errors } from './errors';
import { recordKeySchema } from './fields';
import { validationError } from './validation';

// The steps every domain's commands share (lib/articles/commands.ts is the model): parse the input
// with the domain's schema, lock the row the caller named, write the audit row in the same
// transaction, give a new row a unique slug, and turn a unique-index race into the domain's 409.

/** The input parsed by the domain's zod schema, or a 422 with the first problem of each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** How the routes and the back office address an entity: both must match, or it is not found. */
export interface RecordKey {
  id: number | string;
  uniqueKey: string;
}

/** The id + unique_key pair, or a 404 for one that cannot name a row (a bad id names nothing). */
export function parseRecordKey(key: unknown, notFound: () => AppError = errors.notFound): { id: number; uniqueKey: string } {
  const parsed = recordKeySchema.safeParse(key);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** The `WHERE id = … AND unique_key = …` of an addressed row. */
export function matchesKey(table: { id: PgColumn; uniqueKey: PgColumn }, key: unknown, notFound?: () => AppError): SQL {
  const { id, uniqueKey } = parseRecordKey(key, notFound);
  return and(eq(table.id, id), eq(table.uniqueKey, uniqueKey)) as SQL;
}

/**
 * Reads the row addressed by id + unique_key `FOR UPDATE` (held until the transaction ends, so two
 * changes of one row run one after the other) or answers 404.
 */
export async function lockByKey<Row>(
  tx: Tx,
  table: PgTable & { id: PgColumn; uniqueKey: PgColumn },
  columns: Parameters<Tx['select']>[0],
  key: unknown,
  notFound: () => AppError = errors.notFound,
): Promise<Row> {
  const where = matchesKey(table, key, notFound);
  const [row] = await tx.select(columns).from(table as PgTable).where(where).for('update').limit(1);
  if (!row) throw notFound();
  return row as Row;
}

/** The audit row of a change, written in the change's transaction so neither exists without the other. */
export async function writeAudit(
  tx: Tx,
  actor: Pick<Actor, 'id'> | null,
  entry: { action: string; entityType: string; entityId: number | string; details?: Record<string, unknown> | null },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor?.id ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    details: entry.details ?? null,
  });
}

/**
 * `base`, or `base-2`, `base-3` … : the first not yet taken in `column` (by rows other than those
 * `others` leaves out, e.g. the row being renamed, which may keep its own slug).
 */
export async function uniqueSlug(tx: Tx, table: PgTable, column: PgColumn, base: string, others?: SQL): Promise<string> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await tx
    .select({ key: column })
    .from(table)
    .where(and(or(eq(column, base), like(column, `${escaped}-%`)), others));
  const taken = new Set(rows.map((r) => String(r.key)));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The database's SQLSTATE of a failed statement, looking through the driver's and Drizzle's wrappers. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique index refused the write (two requests took the same name or slug at once). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * The index or constraint a failed statement broke: postgres.js names it `constraint_name`, PGlite
 * `constraint`, and Drizzle may wrap either in `cause`.
 */
export function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { constraint_name?: unknown; constraint?: unknown };
    const name = pg.constraint_name ?? pg.constraint;
    if (typeof name === 'string' && name) return name;
  }
  return undefined;
}

/** Runs the write and answers the domain's 409 when a unique index refuses it. */
export async function conflictOnUnique<T>(write: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
