import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { resetEnvCache } from '@/lib/env';
import { settleBackground } from '@/lib/jobs/background';
import { createTestDb, type TestDb } from './test-db';

/**
 * The database of an import test file, emptied before each test, with its own DATA_DIR (the import
 * keeps its files and the uploaded images there). The import job runs in the background: each test
 * starts, and the file ends, after it has settled.
 */
export function setUpImportTestDb(prefix: string): TestDb {
  const t = {} as TestDb;
  let dataDir = '';
  const savedDataDir = process.env.DATA_DIR;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), prefix));
    process.env.DATA_DIR = dataDir;
    resetEnvCache();
    Object.assign(t, await createTestDb());
  });
  afterAll(async () => {
    await settleBackground();
    await resetLoginThrottle();
    await t.close();
    if (savedDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = savedDataDir;
    resetEnvCache();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await settleBackground();
    await t.truncate();
  });
  return t;
}
