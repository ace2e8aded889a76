import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDb } from '@/db/client';

// The embedded database in a folder, as `npm start` opens it: a new folder gets its database (created
// in a child process, so that initdb's memory leaves with it), and a folder that has one keeps its data.
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-pglite-folder-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded database folder', () => {
  it('creates the database in a new folder, then opens the same data again', async () => {
    const folder = path.join(dir, 'pglite');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = await openDb({ pgliteDataDir: folder });
    // Created by the child process, not by the fallback in this one.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    try {
      expect(existsSync(path.join(folder, 'PG_VERSION'))).toBe(true);
      await first.db.execute(sql.raw('create table kept (note text)'));
      await first.db.execute(sql.raw(`insert into kept values ('still here')`));
    } finally {
      await first.close();
    }
    const second = await openDb({ pgliteDataDir: folder });
    try {
      const rows = (await second.db.execute(sql.raw('select note from kept'))) as unknown as { rows: { note: string }[] };
      expect(rows.rows).toEqual([{ note: 'still here' }]);
    } finally {
      await second.close();
    }
  }, 120_000);
});
