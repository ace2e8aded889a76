import { GET as articleGet } from '@/app/api/article/article/[id]/route';
import { POST as articlePost } from '@/app/api/article/article/route';
import { eq } from 'drizzle-orm';
import { articles, categories } from '@/db/schema';
import { listFeedArticles } from '@/lib/seo/feed';
import { resetLoginThrottle } from '@/lib/abuse/rate-limit';
import { params, request, signedIn, type SignedIn } from '@/tests/support/api';
import { createTestDb, type TestDb } from '@/tests/support/test-db';

// Issue 31 §3: the article API stores and returns the rich blocks as the editor writes them, and
// strips what the sanitizer does not allow (iframes, unknown video hosts, javascript: buttons,
// handlers, table attributes).

let t: TestDb;
let operational: SignedIn;
let categoryId: number;

beforeAll(async () => {
  t = await createTestDb();
  operational = await signedIn(t.db, 'operational');
  const [row] = await t.db.insert(categories).values({ uniqueKey: 'technology', name: 'Technology' }).returning({ id: categories.id });
  categoryId = row.id;
});
afterAll(async () => {
  await resetLoginThrottle();
  await t.close();
});

const VIDEO = '<div data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-title="Demonstração"></div>';
const CALLOUT = '<div data-callout="tip"><p>Uma dica.</p></div>';
const BUTTON = '<a data-button-link="" href="/contact">Fale conosco</a>';
const TABLE = '<table><tbody><tr><th><p>Plano</p></th><th><p>Preço</p></th></tr><tr><td><p>Básico</p></td><td><p>10</p></td></tr></tbody></table>';

async function save(title: string, content: string) {
  const res = await articlePost(
    request('/api/article/article', { method: 'POST', token: operational.token, body: { title, content, categories: [categoryId] } }),
    params({}),
  );
  expect(res.status).toBe(201);
  const saved = (await res.json()).data as { id: number; content: string; excerpt: string };
  const read = await articleGet(request(`/api/article/article/${saved.id}`, { token: operational.token }), params({ id: String(saved.id) }));
  expect(read.status).toBe(200);
  return { saved, read: (await read.json()).data as { content: string } };
}

describe('rich blocks through the article API', () => {
  it('stores and returns a video, a callout, a button link and a table as written', async () => {
    const content = `<p>Intro</p>${VIDEO}${CALLOUT}${BUTTON}${TABLE}`;
    const { saved, read } = await save('Rich blocks', content);
    expect(saved.content).toBe(content);
    expect(read.content).toBe(content);
    // The summary reads the video's title and the cells.
    expect(saved.excerpt).toContain('Demonstração');
    expect(saved.excerpt).toContain('Plano Preço Básico 10');
  });

  it('reaches the RSS feed as a reader can show it: the video a link to its page with its title, the table a table', async () => {
    const { saved } = await save('Rich in the feed', `<p>Intro</p>${VIDEO}${CALLOUT}${BUTTON}${TABLE}`);
    await t.db.update(articles).set({ status: 'published', publishedAt: new Date(Date.now() - 60_000) }).where(eq(articles.id, saved.id));
    const item = (await listFeedArticles(t.db)).find((a) => a.id === saved.id)!;
    expect(item.content).toContain('<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">▶ Demonstração (YouTube)</a></p>');
    expect(item.content).toContain(TABLE);
    expect(item.content).toMatch(/<div data-callout="tip"><p><strong>[^<]+<\/strong><\/p><p>Uma dica.<\/p><\/div>/);
    expect(item.content).toMatch(/<a href="https?:\/\/[^"]+\/contact">Fale conosco<\/a>/);
    expect(item.content).not.toContain('data-video-provider');
  });

  it('strips the forbidden variants', async () => {
    const content = [
      '<p>Start</p>',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
      '<div data-video-provider="evil" data-video-id="dQw4w9WgXcQ" data-video-title="x"></div>',
      '<div data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-title="ok" onclick="alert(1)"><iframe src="https://evil.example"></iframe></div>',
      '<div data-callout="danger" style="position:fixed"><p>Unknown type</p></div>',
      '<a data-button-link="" href="javascript:alert(1)">Bad button</a>',
      '<a data-button-link="" href="mailto:a@b.example">Mail</a>',
      '<table onclick="x" style="width:5000px"><tr><td colspan="9" onmouseover="x">cell</td></tr>stray</table>',
    ].join('');
    const { read } = await save('Rich attacks', content);
    expect(read.content).toBe(
      [
        '<p>Start</p>',
        '<div data-video-provider="youtube" data-video-id="dQw4w9WgXcQ" data-video-title="ok"></div>',
        '<p>Unknown type</p>',
        'Bad button',
        '<a href="mailto:a@b.example">Mail</a>',
        '<table><tbody><tr><td>cell</td></tr></tbody></table>',
      ].join(''),
    );
    expect(read.content).not.toMatch(/iframe|javascript|onclick|onmouseover|style=|evil/);
  });
});
