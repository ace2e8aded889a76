import { eq } from 'drizzle-orm';
import { files, mediaSettings } from '@/db/schema';
import { AppError } from '@/lib/core/errors';
import { altHint } from '@/lib/media/alt-hint';
import { createTestDb, type TestDb } from '@/tests/support/test-db';

// The article editor's hint (components/admin/compose/alt-text-panel.tsx): which library files are
// already described for the article's language, with their ids, and whether the rule is on.

let t: TestDb;
const key = (c: string) => c.repeat(32);
const url = (c: string) => `/api/files/${key(c)}?w=480`;

async function addFile(c: string, values: { alt?: Record<string, string>; decorative?: boolean }) {
  const [row] = await t.db
    .insert(files)
    .values({ uniqueKey: key(c), storageKey: `images/${key(c)}.webp`, originalName: `${c}.webp`, mimeType: 'image/webp', size: 1, ...values })
    .returning({ id: files.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

describe('altHint', () => {
  it('says which library files are described in the language, leaving other addresses out', async () => {
    const a = await addFile('a', { alt: { 'pt-BR': 'Um barco', en: ' ' } });
    const b = await addFile('b', { decorative: true });
    const c = await addFile('c', {});
    const hint = await altHint({ urls: [url('a'), url('b'), url('c'), url('d'), 'https://cdn.example.com/x.png', url('a')], language: 'en' });
    expect(hint.required).toBe(true);
    expect(hint.files.sort((x, y) => x.id - y.id)).toEqual([
      { key: key('a'), id: a, described: false },
      { key: key('b'), id: b, described: true },
      { key: key('c'), id: c, described: false },
    ]);
    const inPortuguese = await altHint({ urls: [url('a')], language: 'pt-BR' });
    expect(inPortuguese.files).toEqual([{ key: key('a'), id: a, described: true }]);
  });

  it('follows the setting', async () => {
    await t.db.insert(mediaSettings).values({ id: 1, requireAlt: false }).onConflictDoUpdate({ target: mediaSettings.id, set: { requireAlt: false } });
    expect(await altHint({ urls: [], language: 'fr' })).toEqual({ required: false, files: [] });
    await t.db.update(mediaSettings).set({ requireAlt: true }).where(eq(mediaSettings.id, 1));
  });

  it('refuses bad input as a 422', async () => {
    for (const input of [null, {}, { urls: 'x', language: 'en' }, { urls: [], language: 'de' }, { urls: Array(201).fill('x'), language: 'en' }]) {
      await expect(altHint(input)).rejects.toMatchObject({ status: 422 });
      await expect(altHint(input)).rejects.toBeInstanceOf(AppError);
    }
  });
});
