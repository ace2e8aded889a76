import { invoke } from '@/tests/support/operations';
import { eq } from 'drizzle-orm';
import { PUT as articlePut } from '@/app/api/article/article/[id]/[unique_key]/route';
import { POST as translationPost } from '@/app/api/article/article/[id]/[unique_key]/translations/route';
import { GET as articleGet } from '@/app/api/article/article/[id]/route';
import { POST as articlePost } from '@/app/api/article/article/route';
import { articleCategories, articles, categories } from '@/db/schema';
import { deleteArticle } from '@/lib/articles/commands';
import { articleOperations } from '@/lib/articles/operations';
import { getArticle } from '@/lib/articles/queries';
import { getLiveArticle } from '@/lib/blog/article-page';
import { articleAlternates } from '@/lib/seo/article-alternates';
import { listLiveArticlesForSitemap } from '@/lib/seo/sitemap';
import { params, request, signIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { addDescribedImage, DESCRIBED_IMAGE } from '@/tests/support/media';
import { createActor, type Actor } from '@/tests/support/users';

const t = setUpTestDb();
let categoryIds: number[] = [];
const IMAGE = DESCRIBED_IMAGE;

const input = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: `<p>All about ${title}.</p>`,
  categories: [categoryIds[0]],
  image: null,
  ...extra,
});

async function expectAppError(promise: Promise<unknown>, status: number, messageKey?: string) {
  await expect(promise).rejects.toMatchObject({ name: 'AppError', status, ...(messageKey && { messageKey }) });
}

const groupOf = async (id: number) => (await t.db.select({ g: articles.translationGroup }).from(articles).where(eq(articles.id, id)))[0]?.g;
const translationsOf = async (viewer: Actor, id: number) => (await getArticle(viewer, id))!.translations;

beforeEach(async () => {
  await addDescribedImage(t.db);
  const rows = await t.db
    .insert(categories)
    .values([
      { uniqueKey: 'technology', name: 'Technology' },
      { uniqueKey: 'design', name: 'Design' },
    ])
    .returning({ id: categories.id });
  categoryIds = rows.map((r) => r.id);
});

describe('translation groups', () => {
  it('creates an article as a translation of another: both in one group, each listing the other', async () => {
    const admin = await createActor(t.db, 'admin');
    const source = await invoke(articleOperations.create, admin, { input: input('Como escolher um ERP') });
    expect(source.translations).toEqual([]);
    const english = await invoke(articleOperations.create, admin, { input: input('How to choose an ERP', { language: 'en', translation_of: source.id }) });

    expect(english.language).toBe('en');
    expect(english.translations).toEqual([{ id: source.id, uniqueKey: source.uniqueKey, language: 'pt-BR', status: 'draft' }]);
    expect(await translationsOf(admin, source.id)).toEqual([{ id: english.id, uniqueKey: english.uniqueKey, language: 'en', status: 'draft' }]);
    // The group is keyed by its first article.
    expect(await groupOf(source.id)).toBe(source.id);
    expect(await groupOf(english.id)).toBe(source.id);
  });

  it('links an existing article through any member of the group, and keeps the group when an update omits translation_of', async () => {
    const admin = await createActor(t.db, 'admin');
    const pt = await invoke(articleOperations.create, admin, { input: input('Artigo') });
    const en = await invoke(articleOperations.create, admin, { input: input('Article', { language: 'en', translation_of: pt.id }) });
    const es = await invoke(articleOperations.create, admin, { input: input('Artículo', { language: 'es' }) });

    // Linked to the English one: joins the Portuguese one's group all the same.
    const linked = await invoke(articleOperations.update, admin, { key: es, input: input('Artículo', { language: 'es', translation_of: en.id }) });
    expect(linked.translations.map((tr) => tr.language)).toEqual(['pt-BR', 'en']);
    expect((await translationsOf(admin, pt.id)).map((tr) => tr.id)).toEqual([en.id, es.id]);

    // A plain save (the editor sends no translation_of) keeps the links.
    const saved = await invoke(articleOperations.update, admin, { key: linked, input: input('Artículo nuevo', { language: 'es' }) });
    expect(saved.translations.map((tr) => tr.id)).toEqual([pt.id, en.id]);
  });

  it('refuses a second article of one language in a group with 409, writing nothing', async () => {
    const admin = await createActor(t.db, 'admin');
    const pt = await invoke(articleOperations.create, admin, { input: input('Original') });
    const en = await invoke(articleOperations.create, admin, { input: input('English one', { language: 'en', translation_of: pt.id }) });
    const before = await t.db.select({ id: articles.id }).from(articles);

    await expectAppError(invoke(articleOperations.create, admin, { input: input('English two', { language: 'en', translation_of: pt.id }) }), 409, 'Errors.translationLanguageTaken');
    expect(await t.db.select({ id: articles.id }).from(articles)).toHaveLength(before.length);

    // Linking an existing English article, or turning a member into English, is refused the same way.
    const loose = await invoke(articleOperations.create, admin, { input: input('Loose English', { language: 'en' }) });
    await expectAppError(invoke(articleOperations.update, admin, { key: loose, input: input('Loose English', { language: 'en', translation_of: pt.id }) }), 409, 'Errors.translationLanguageTaken');
    expect(await groupOf(loose.id)).toBeNull();
    const es = await invoke(articleOperations.create, admin, { input: input('Español', { language: 'es', translation_of: pt.id }) });
    await expectAppError(invoke(articleOperations.update, admin, { key: es, input: input('Changed title', { language: 'en' }) }), 409, 'Errors.translationLanguageTaken');
    const [esRow] = await t.db.select({ title: articles.title, locale: articles.locale }).from(articles).where(eq(articles.id, es.id));
    expect(esRow).toEqual({ title: 'Español', locale: 'es' });
    expect((await translationsOf(admin, pt.id)).map((tr) => tr.id)).toEqual([en.id, es.id]);
  });

  it('answers the 409 through the API with a clear message in the caller language', async () => {
    const admin = await createActor(t.db, 'admin');
    const { token } = await signIn(admin.email);
    const pt = await invoke(articleOperations.create, admin, { input: input('Base') });
    await invoke(articleOperations.create, admin, { input: input('Base EN', { language: 'en', translation_of: pt.id }) });
    for (const [lang, text] of [
      ['en', 'This translation group already has an article in that language (en).'],
      ['pt-BR', 'Este grupo de traduções já tem um artigo nesse idioma (en).'],
      ['es', 'Este grupo de traducciones ya tiene un artículo en ese idioma (en).'],
    ]) {
      const res = await articlePost(request('/api/article/article', { method: 'POST', body: input(`Other ${lang}`, { language: 'en', translation_of: pt.id }), token, lang }), params({}));
      expect(res.status).toBe(409);
      expect((await res.json()).message).toContain(text);
    }
  });

  it('unlinks with translation_of: null and leaves the others grouped, keyed by one of them', async () => {
    const admin = await createActor(t.db, 'admin');
    const pt = await invoke(articleOperations.create, admin, { input: input('Primeiro') });
    const en = await invoke(articleOperations.create, admin, { input: input('First', { language: 'en', translation_of: pt.id }) });
    const es = await invoke(articleOperations.create, admin, { input: input('Primero', { language: 'es', translation_of: pt.id }) });

    // The group's key article leaves: the rest stay together under another key.
    const alone = await invoke(articleOperations.update, admin, { key: pt, input: input('Primeiro', { translation_of: null }) });
    expect(alone.translations).toEqual([]);
    expect(await groupOf(pt.id)).toBeNull();
    expect(await groupOf(en.id)).toBe(en.id);
    expect((await translationsOf(admin, en.id)).map((tr) => tr.id)).toEqual([es.id]);

    // Starting a new group under its own id does not pull it back into the old one.
    const fr = await invoke(articleOperations.create, admin, { input: input('Premier', { language: 'fr', translation_of: pt.id }) });
    expect((await translationsOf(admin, pt.id)).map((tr) => tr.id)).toEqual([fr.id]);
    expect((await translationsOf(admin, en.id)).map((tr) => tr.id)).toEqual([es.id]);
  });

  it('checks the new language against the new group when an article moves and changes language at once', async () => {
    const admin = await createActor(t.db, 'admin');
    const a = await invoke(articleOperations.create, admin, { input: input('Grupo A') });
    await invoke(articleOperations.create, admin, { input: input('Grupo A ES', { language: 'es', translation_of: a.id }) });
    const mover = await invoke(articleOperations.create, admin, { input: input('Grupo A EN', { language: 'en', translation_of: a.id }) });
    const b = await invoke(articleOperations.create, admin, { input: input('Grupo B') });

    // Spanish is taken in A but free in B: the move is fine.
    const moved = await invoke(articleOperations.update, admin, { key: mover, input: input('Grupo B ES', { language: 'es', translation_of: b.id }) });
    expect(moved.translations.map((tr) => tr.id)).toEqual([b.id]);
    expect((await translationsOf(admin, a.id)).map((tr) => tr.language)).toEqual(['es']);
  });

  it('deleting an article leaves the rest of its group intact', async () => {
    const admin = await createActor(t.db, 'admin');
    const pt = await invoke(articleOperations.create, admin, { input: input('Grupo') });
    const en = await invoke(articleOperations.create, admin, { input: input('Group', { language: 'en', translation_of: pt.id }) });
    const es = await invoke(articleOperations.create, admin, { input: input('Grupo ES', { language: 'es', translation_of: pt.id }) });

    await deleteArticle(admin, pt);
    expect((await translationsOf(admin, en.id)).map((tr) => tr.id)).toEqual([es.id]);
    expect((await translationsOf(admin, es.id)).map((tr) => tr.id)).toEqual([en.id]);
    // Still one group: a new translation linked to any member joins both.
    const fr = await invoke(articleOperations.create, admin, { input: input('Groupe', { language: 'fr', translation_of: es.id }) });
    expect((await translationsOf(admin, en.id)).map((tr) => tr.id)).toEqual([es.id, fr.id]);
  });

  it('refuses a missing target or the article itself (422), and a colleague article without articles-all (403)', async () => {
    const admin = await createActor(t.db, 'admin');
    const operational = await createActor(t.db, 'operational');
    const mine = await invoke(articleOperations.create, operational, { input: input('Mine') });
    const theirs = await invoke(articleOperations.create, admin, { input: input('Theirs') });

    await expectAppError(invoke(articleOperations.create, admin, { input: input('Ghost', { language: 'en', translation_of: 999_999 }) }), 422);
    await expectAppError(invoke(articleOperations.update, admin, { key: theirs, input: input('Theirs', { translation_of: theirs.id }) }), 422);
    await expectAppError(invoke(articleOperations.create, operational, { input: input('Sneaky', { language: 'en', translation_of: theirs.id }) }), 403);
    expect(await groupOf(theirs.id)).toBeNull();
    const ok = await invoke(articleOperations.create, operational, { input: input('Mine EN', { language: 'en', translation_of: mine.id }) });
    expect(ok.translations.map((tr) => tr.id)).toEqual([mine.id]);
  });

  it('shows each translation status in the answers, snake_case through the API', async () => {
    const admin = await createActor(t.db, 'admin');
    const { token } = await signIn(admin.email);
    const pt = await invoke(articleOperations.create, admin, { input: input('Status pt', { image: IMAGE }) });
    const en = await invoke(articleOperations.create, admin, { input: input('Status en', { language: 'en', translation_of: pt.id, image: IMAGE }) });
    await invoke(articleOperations.changeStatus, admin, { key: en, input: { status: 'published' } });

    const res = await articleGet(request(`/api/article/article/${pt.id}`, { token }), params({ id: String(pt.id) }));
    expect((await res.json()).data.translations).toEqual([{ id: en.id, unique_key: en.uniqueKey, language: 'en', status: 'published' }]);
    const put = await articlePut(
      request('/x', { method: 'PUT', body: input('Status pt', { translation_of: null, image: IMAGE }), token }),
      params({ id: String(pt.id), unique_key: pt.uniqueKey }),
    );
    expect((await put.json()).data.translations).toEqual([]);
  });
});

describe('adding a translation (the editor panel)', () => {
  it('creates a linked draft in the language, copying title, content, excerpt, categories and cover', async () => {
    const admin = await createActor(t.db, 'admin');
    const source = await invoke(articleOperations.create, admin, { input: input('Guia de vendas', { categories: categoryIds, image: IMAGE, excerpt: 'Resumo escrito à mão', status: 'published' }) });
    const draft = await invoke(articleOperations.translate, admin, { key: source, input: { language: 'en' } });

    expect(draft).toMatchObject({
      title: 'Guia de vendas [EN]',
      content: source.content,
      excerpt: 'Resumo escrito à mão',
      image: IMAGE,
      language: 'en',
      status: 'draft',
      author: { id: admin.id },
    });
    expect(draft.categories.map((c) => c.id).sort()).toEqual([...categoryIds].sort());
    expect(draft.translations).toEqual([{ id: source.id, uniqueKey: source.uniqueKey, language: 'pt-BR', status: 'published' }]);
    const rows = await t.db.select().from(articleCategories).where(eq(articleCategories.articleId, draft.id));
    expect(rows).toHaveLength(2);

    // A second one in the same language: 409; in the source's own language: 422.
    await expectAppError(invoke(articleOperations.translate, admin, { key: source, input: { language: 'en' } }), 409, 'Errors.translationLanguageTaken');
    await expectAppError(invoke(articleOperations.translate, admin, { key: source, input: { language: 'pt-BR' } }), 422);
    // A title already taken gets the next number.
    await invoke(articleOperations.create, admin, { input: input('Guia de vendas [ES]') });
    expect((await invoke(articleOperations.translate, admin, { key: source, input: { language: 'es' } })).title).toBe('Guia de vendas [ES 2]');
  });

  it('checks rights like creating an article, through the API too', async () => {
    const admin = await createActor(t.db, 'admin');
    const operational = await createActor(t.db, 'operational');
    await createActor(t.db, 'user');
    const theirs = await invoke(articleOperations.create, admin, { input: input('Do admin') });
    await expectAppError(invoke(articleOperations.translate, operational, { key: theirs, input: { language: 'en' } }), 403);

    const key = params({ id: String(theirs.id), unique_key: theirs.uniqueKey });
    const path = `/api/article/article/${theirs.id}/${theirs.uniqueKey}/translations`;
    expect((await translationPost(request(path, { method: 'POST', body: { language: 'en' } }), key)).status).toBe(401);
    const userToken = (await signIn('user@example.com')).token;
    expect((await translationPost(request(path, { method: 'POST', body: { language: 'en' }, token: userToken }), key)).status).toBe(403);
    const token = (await signIn(admin.email)).token;
    expect((await translationPost(request(path, { method: 'POST', body: { language: 'xx' }, token }), key)).status).toBe(422);
    const created = await translationPost(request(path, { method: 'POST', body: { language: 'fr' }, token }), key);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ message: 'Translation draft created.', data: { language: 'fr', status: 'draft', translations: [{ id: theirs.id }] } });
    expect((await translationPost(request(path.replace(theirs.uniqueKey, 'wrong'), { method: 'POST', body: { language: 'es' }, token }), params({ id: String(theirs.id), unique_key: 'wrong' }))).status).toBe(404);
  });
});

describe('alternates of the public pages', () => {
  it('lists only the live translations, each at its own address, with x-default on the default-language one', async () => {
    const admin = await createActor(t.db, 'admin');
    const pt = await invoke(articleOperations.create, admin, { input: input('Vendas B2B', { image: IMAGE, status: 'published' }) });
    const en = await invoke(articleOperations.create, admin, { input: input('B2B sales', { image: IMAGE, status: 'published', language: 'en', translation_of: pt.id }) });
    const es = await invoke(articleOperations.create, admin, { input: input('Ventas B2B', { image: IMAGE, language: 'es', translation_of: pt.id }) });
    await invoke(articleOperations.create, admin, { input: input('Ventes B2B', { image: IMAGE, status: 'published', published_at: new Date(Date.now() + 86_400_000).toISOString(), language: 'fr', translation_of: pt.id }) });

    const page = await getLiveArticle(t.db, en.id);
    expect(page!.translations).toEqual([{ id: pt.id, uniqueKey: pt.uniqueKey, locale: 'pt-BR' }]);
    expect(articleAlternates(page!, page!.translations)).toEqual({
      'pt-BR': `/post/${pt.uniqueKey}/${pt.id}`,
      en: `/en/post/${en.uniqueKey}/${en.id}`,
      'x-default': `/post/${pt.uniqueKey}/${pt.id}`,
    });

    // The draft (es) and the scheduled one (fr) are not in the sitemap either; each live article is once there.
    const listed = await listLiveArticlesForSitemap(t.db, { offset: 0, limit: 10 });
    expect(listed.map((a) => [a.id, a.locale, a.translations.map((tr) => tr.id)])).toEqual([
      [pt.id, 'pt-BR', [en.id]],
      [en.id, 'en', [pt.id]],
    ]);

    // Unpublishing the English one leaves the Portuguese one with only itself.
    await invoke(articleOperations.changeStatus, admin, { key: en, input: { status: 'draft' } });
    const alone = await getLiveArticle(t.db, pt.id);
    expect(articleAlternates(alone!, alone!.translations)).toEqual({ 'pt-BR': `/post/${pt.uniqueKey}/${pt.id}`, 'x-default': `/post/${pt.uniqueKey}/${pt.id}` });
    void es;
  });
});
