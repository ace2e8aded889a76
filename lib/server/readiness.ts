import 'server-only';
import { sql } from 'drizzle-orm';
import { getDbHandle } from '@/db/client';
import { migrationsApplied } from '@/db/migrate';

export interface Readiness {
  ready: boolean;
  database: boolean;
  migrations: boolean;
  engine?: string;
}

/** Ready when the database answers and every committed migration is applied. */
export async function getReadiness(): Promise<Readiness> {
  try {
    const handle = await getDbHandle();
    await handle.db.execute(sql`select 1`);
    const migrations = await migrationsApplied(handle.db);
    return { ready: migrations, database: true, migrations, engine: handle.engine };
  } catch {
    return { ready: false, database: false, migrations: false };
  }
}
