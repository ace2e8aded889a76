import { sql } from 'drizzle-orm';
import { check, integer, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A CHECK that keeps a text column inside a fixed list; text (not enum types) so later migrations can widen the list easily. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}

/**
 * The record's version (issue 33 §1): 1 when created, raised by one on every change by a trigger of
 * migration 0021_editorial (so no write path can forget it). A save that names an older version is
 * refused with 409 VERSION_CONFLICT (lib/core/version.ts).
 */
export const version = () => integer('version').notNull().default(1);

/** When a record went to the trash (issue 33 §4); null while it is not there. Purged after 30 days. */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
