import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { GET as exportGet } from '@/app/api/export/export.zip/route';
import { auditLog, leads } from '@/db/schema';
import { params, request, signedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';

// GET /api/export/export.zip (issue 34 §2): administrators only; the zip streams export.json (and the
// uploads); leads only with personal_data=true; each download is in the audit log.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'export-api-'));
const t = setUpTestDb({ env: { DATA_DIR: dataDir, S3_ENDPOINT: undefined, S3_BUCKET: undefined } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function download(token: string, query = '') {
  const res = await exportGet(request(`/api/export/export.zip${query}`, { token }), params({}));
  return res;
}

function documentOf(bytes: ArrayBuffer): Record<string, unknown> {
  const zip = unzipSync(new Uint8Array(bytes));
  return JSON.parse(new TextDecoder().decode(zip['export.json'])) as Record<string, unknown>;
}

describe('GET /api/export/export.zip', () => {
  it('answers the zip to an administrator, with personal data only when asked, and audits it', async () => {
    const admin = await signedIn(t.db, 'admin');
    await t.db.insert(leads).values({ uniqueKey: 'lead-api', module: 'newsletter', email: 'lead@example.com' });

    const res = await download(admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="vitrine-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const plain = documentOf(await res.arrayBuffer());
    expect(plain).toMatchObject({ format: 'vitrine-export', format_version: 1, personal_data: false });
    expect(plain.leads).toBeUndefined();
    expect((plain.users as { email: string }[]).map((u) => u.email)).toContain(admin.email);
    expect(JSON.stringify(plain)).not.toContain('password_hash');

    const withPersonal = documentOf(await (await download(admin.token, '?personal_data=true')).arrayBuffer());
    expect(withPersonal.personal_data).toBe(true);
    expect((withPersonal.leads as { email: string }[]).map((l) => l.email)).toEqual(['lead@example.com']);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export.download')).orderBy(auditLog.id);
    expect(audits.map((a) => [a.actorId, a.details])).toEqual([
      [admin.id, { personal_data: false }],
      [admin.id, { personal_data: true }],
    ]);
  });

  it('refuses anyone without the roles capability (403)', async () => {
    const editor = await signedIn(t.db, 'operational');
    expect((await download(editor.token)).status).toBe(403);
  });
});
