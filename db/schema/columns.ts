import { sql } from 'drizzle-orm';
import { check, timestamp } from 'drizzle-orm/pg-core';
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
