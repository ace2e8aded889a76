import { invoke } from '@/tests/support/operations';
import { categoryOperations } from '@/lib/categories/operations';
import { eq, isNull } from 'drizzle-orm';
import { POST as categoriesListPost } from '@/app/api/category/categories-list/route';
import { POST as categoryPost } from '@/app/api/category/category/route';
import { GET as categoryGet } from '@/app/api/category/category/[id]/route';
import { DELETE as categoryDelete, PUT as categoryPut } from '@/app/api/category/category/[id]/[unique_key]/route';
import { PUT as changeStatusPut } from '@/app/api/category/category-change-status/[id]/[unique_key]/route';
import { articleCategories, articles, auditLog, categories } from '@/db/schema';
import { listActiveCategories, listCategories } from '@/lib/categories/queries';
import { categoryListQuerySchema } from '@/lib/categories/schema';
import ptBR from '@/messages/pt-BR.json';
import { params, password, request, signedIn } from '@/tests/support/api';
import { setUpTestDb } from '@/tests/support/test-db';
import { createUser } from '@/tests/support/users';

const t = setUpTestDb();
const staff = { id: 0, grants: ['list-of-categories'] };
const outsider = { id: 0, grants: ['dashboard'] };

async function tokenFor(email: string, role: string): Promise<string> {
  const user = await signedIn(t.db, role, email);
  if (role === 'admin' || role === 'operational') staff.id = user.id;
  return user.token;
}

const input = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: `About ${name}`,
  text_color: '#ffffff',
  background_color: '#1e3a8a',
  ...extra,
});

let articleNo = 0;
async function addArticle(categoryIds: number[]) {
  articleNo += 1;
  const [article] = await t.db
    .insert(articles)
    .values({ uniqueKey: `article-${articleNo}`, title: `Article ${articleNo}`, content: '<p>x</p>' })
    .returning({ id: articles.id });
  if (categoryIds.length) await t.db.insert(articleCategories).values(categoryIds.map((categoryId) => ({ articleId: article.id, categoryId })));
  return article.id;
}

async function makeStaff() {
  const admin = await createUser(t.db, { email: 'admin@example.com', password, role: 'admin' });
  staff.id = admin.id;
}

beforeEach(async () => {
  staff.id = 0;
});

describe('creating categories', () => {
  it('derives a unique slug from the name (accents folded, lowercase, hyphens) and records an audit entry', async () => {
    await makeStaff();
    const first = await invoke(categoryOperations.create, staff, { input: input('Recursos Humanos & Gestão', { text_color: '#FFF', image: 'https://cdn.example.com/rh.png' }) });
    expect(first).toEqual({
      id: expect.any(Number),
      uniqueKey: 'recursos-humanos-gestao',
      name: 'Recursos Humanos & Gestão',
      description: 'About Recursos Humanos & Gestão',
      image: 'https://cdn.example.com/rh.png',
      textColor: '#ffffff',
      backgroundColor: '#1e3a8a',
      status: 'active',
      translations: {},
      version: 1,
      articlesCount: 0,
    });
    const second = await invoke(categoryOperations.create, staff, { input: input('recursos humanos - gestao') });
    const third = await invoke(categoryOperations.create, staff, { input: input('RECURSOS HUMANOS GESTÃO') });
    expect([second.uniqueKey, third.uniqueKey]).toEqual(['recursos-humanos-gestao-2', 'recursos-humanos-gestao-3']);
    expect((await invoke(categoryOperations.create, staff, { input: input('!!!') })).uniqueKey).toBe('category');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'category'));
    expect(audits).toHaveLength(4);
    expect(audits[0]).toMatchObject({ action: 'category.create', actorId: staff.id, entityId: String(first.id) });
  });

  it('answers 201 through the API and 422 with the required-field messages', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    const res = await categoryPost(request('/api/category/category', { method: 'POST', body: input('Cloud'), token }), params({}));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ error: false, message: 'Category created successfully.', data: { unique_key: 'cloud', status: 'active' } });

    const bad = await categoryPost(
      request('/api/category/category', { method: 'POST', body: { name: ' ', description: '', text_color: 'red', background_color: '#12345', image: 'nope' }, token }),
      params({}),
    );
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'description', message: 'Description is required' },
        { field: 'image', message: 'Invalid URL' },
        { field: 'text_color', message: expect.stringMatching(/colour/i) },
        { field: 'background_color', message: expect.stringMatching(/colour/i) },
      ]),
    );
    const pt = await categoryPost(request('/api/category/category', { method: 'POST', body: { description: 'x' }, token, lang: 'pt-BR' }), params({}));
    expect((await pt.json()).errors).toContainEqual({ field: 'name', message: ptBR.Validation.nameRequired });
    expect(await t.db.select().from(categories)).toHaveLength(1);
  });
});

describe('listing and reading categories', () => {
  async function world() {
    await makeStaff();
    const tech = await invoke(categoryOperations.create, staff, { input: input('Technology') });
    const design = await invoke(categoryOperations.create, staff, { input: input('Design', { status: 'inactive' }) });
    const cloud = await invoke(categoryOperations.create, staff, { input: input('Cloud 100%_off') });
    await addArticle([tech.id]);
    await addArticle([tech.id, design.id]);
    return { tech, design, cloud };
  }
  const list = (q: Record<string, unknown> = {}) => listCategories(staff, categoryListQuerySchema.parse(q));

  it('lists by name with article counts, filters by status and search, and paginates', async () => {
    await world();
    const all = await list();
    expect(all).toMatchObject({ total: 3, page: 1, limit: 10 });
    expect(all.items.map((c) => [c.name, c.articlesCount])).toEqual([
      ['Cloud 100%_off', 0],
      ['Design', 1],
      ['Technology', 2],
    ]);
    expect((await list({ status: 'inactive' })).items.map((c) => c.name)).toEqual(['Design']);
    expect((await list({ search: 'TECH' })).items.map((c) => c.name)).toEqual(['Technology']);
    expect((await list({ search: '%_' })).items.map((c) => c.name)).toEqual(['Cloud 100%_off']);
    const second = await list({ limit: 2, page: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.items.map((c) => c.name)).toEqual(['Technology']);
  });

  it('answers the list and one category through the API', async () => {
    const { tech } = await world();
    const token = await tokenFor('boss@example.com', 'admin');
    const res = await categoriesListPost(request('/api/category/categories-list', { method: 'POST', body: { limit: 10, page: 1, search: '', status: 'active' }, token }), params({}));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toMatchObject({ total: 2, page: 1, limit: 10 });
    const one = await categoryGet(request(`/api/category/category/${tech.id}`, { token }), params({ id: String(tech.id) }));
    expect(one.status).toBe(200);
    expect((await one.json()).data).toMatchObject({ id: tech.id, unique_key: 'technology', articles_count: 2 });
    expect((await categoryGet(request('/api/category/category/999', { token }), params({ id: '999' }))).status).toBe(404);
    expect((await categoryGet(request('/api/category/category/abc', { token }), params({ id: 'abc' }))).status).toBe(404);
    const bad = await categoriesListPost(request('/api/category/categories-list', { method: 'POST', body: { status: 'gone' }, token }), params({}));
    expect(bad.status).toBe(422);
  });

  it('shows the public site only active categories, catalogue names translated and custom names as typed', async () => {
    await makeStaff();
    await t.db.insert(categories).values([
      { uniqueKey: 'technology', name: 'Tecnologia', status: 'active' },
      { uniqueKey: 'human_resources', name: 'Recursos Humanos', status: 'active' },
      { uniqueKey: 'design', name: 'Design', status: 'inactive' },
    ]);
    await invoke(categoryOperations.create, staff, { input: input('Nuvem Híbrida') });
    expect((await listActiveCategories('en')).map((c) => c.name)).toEqual(['Human Resources', 'Nuvem Híbrida', 'Technology']);
    expect((await listActiveCategories('fr')).map((c) => c.name)).toEqual(['Nuvem Híbrida', 'Ressources humaines', 'Technologie']);
  });
});

describe('changing categories', () => {
  it('updates the fields, keeps the unique_key, and audits the change', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    const cat = await invoke(categoryOperations.create, staff, { input: input('Cloud') });
    const res = await categoryPut(
      request(`/api/category/category/${cat.id}/${cat.uniqueKey}`, { method: 'PUT', body: input('Cloud Computing', { background_color: '#FBCFE8', text_color: '#000' }), token }),
      params({ id: String(cat.id), unique_key: cat.uniqueKey }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Category updated successfully.',
      data: { id: cat.id, unique_key: 'cloud', name: 'Cloud Computing', background_color: '#fbcfe8', text_color: '#000000' },
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'category.update'));
    expect(audits).toHaveLength(1);
    expect(audits[0].details).toMatchObject({ from: { name: 'Cloud' }, to: { name: 'Cloud Computing' } });
    await expect(invoke(categoryOperations.update, staff, { key: { id: cat.id, uniqueKey: cat.uniqueKey }, input: { name: '', description: 'x' } })).rejects.toMatchObject({ status: 422 });
  });

  it('toggles the status through the API and refuses a status outside the spec', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    const cat = await invoke(categoryOperations.create, staff, { input: input('Cloud') });
    const put = (status: string) =>
      changeStatusPut(
        request(`/api/category/category-change-status/${cat.id}/${cat.uniqueKey}`, { method: 'PUT', body: { status }, token }),
        params({ id: String(cat.id), unique_key: cat.uniqueKey }),
      );
    const res = await put('inactive');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Category status changed successfully.', data: { status: 'inactive' } });
    expect((await put('deleted')).status).toBe(422);
    expect((await invoke(categoryOperations.changeStatus, staff, { key: { id: cat.id, uniqueKey: cat.uniqueKey }, input: { status: 'active' } })).status).toBe('active');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'category.status'));
    expect(audits.map((a) => a.details)).toEqual([
      { from: 'active', to: 'inactive' },
      { from: 'inactive', to: 'active' },
    ]);
  });

  it('answers 404 when the id and unique_key do not belong together, and changes nothing', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    const a = await invoke(categoryOperations.create, staff, { input: input('Alpha') });
    const b = await invoke(categoryOperations.create, staff, { input: input('Beta') });
    const mismatch = params({ id: String(a.id), unique_key: b.uniqueKey });
    const path = `/api/category/category/${a.id}/${b.uniqueKey}`;
    expect((await categoryPut(request(path, { method: 'PUT', body: input('Gamma'), token }), mismatch)).status).toBe(404);
    expect((await changeStatusPut(request(path, { method: 'PUT', body: { status: 'inactive' }, token }), mismatch)).status).toBe(404);
    expect((await categoryDelete(request(path, { method: 'DELETE', token }), mismatch)).status).toBe(404);
    expect((await categoryDelete(request(path, { method: 'DELETE', token }), params({ id: 'x', unique_key: a.uniqueKey }))).status).toBe(404);
    const rows = await t.db.select().from(categories);
    expect(rows.map((r) => [r.name, r.status])).toEqual([
      ['Alpha', 'active'],
      ['Beta', 'active'],
    ]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'category.update'))).toHaveLength(0);
  });

  it('answers 403 to staff without the list-of-categories route, and the commands refuse them too', async () => {
    await makeStaff();
    const cat = await invoke(categoryOperations.create, staff, { input: input('Cloud') });
    const token = await tokenFor('user@example.com', 'user');
    const p = params({ id: String(cat.id), unique_key: cat.uniqueKey });
    expect((await categoryPost(request('/x', { method: 'POST', body: input('X'), token }), params({}))).status).toBe(403);
    expect((await categoriesListPost(request('/x', { method: 'POST', body: {}, token }), params({}))).status).toBe(403);
    expect((await categoryGet(request('/x', { token }), params({ id: String(cat.id) }))).status).toBe(403);
    expect((await categoryPut(request('/x', { method: 'PUT', body: input('X'), token }), p)).status).toBe(403);
    expect((await changeStatusPut(request('/x', { method: 'PUT', body: { status: 'inactive' }, token }), p)).status).toBe(403);
    expect((await categoryDelete(request('/x', { method: 'DELETE', token }), p)).status).toBe(403);
    expect((await categoryPost(request('/x', { method: 'POST', body: input('X') }), params({}))).status).toBe(401);
    await expect(invoke(categoryOperations.create, outsider, { input: input('X') })).rejects.toMatchObject({ status: 403 });
    await expect(invoke(categoryOperations.remove, outsider, { key: { id: cat.id, uniqueKey: cat.uniqueKey } })).rejects.toMatchObject({ status: 403 });
    await expect(listCategories(outsider, categoryListQuerySchema.parse({}))).rejects.toMatchObject({ status: 403 });
    expect(await t.db.select().from(categories)).toHaveLength(1);
  });

  it('lets an operational user (who holds the route) manage categories', async () => {
    const token = await tokenFor('op@example.com', 'operational');
    const res = await categoryPost(request('/api/category/category', { method: 'POST', body: input('Ops'), token }), params({}));
    expect(res.status).toBe(201);
  });
});

describe('deleting categories', () => {
  it('deletes an unused category, with an audit entry', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    const cat = await invoke(categoryOperations.create, staff, { input: input('Cloud') });
    const res = await categoryDelete(request(`/api/category/category/${cat.id}/${cat.uniqueKey}`, { method: 'DELETE', token }), params({ id: String(cat.id), unique_key: cat.uniqueKey }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Category deleted successfully.', data: { id: cat.id } });
    // Issue 33 §4: a DELETE moves it to the trash (inactive there); ?permanent=true deletes it.
    expect(await t.db.select({ status: categories.status, deletedStatus: categories.deletedStatus }).from(categories)).toEqual([{ status: 'inactive', deletedStatus: 'active' }]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'category.trash'))).toHaveLength(1);
    const gone = await categoryDelete(request(`/api/category/category/${cat.id}/${cat.uniqueKey}?permanent=true`, { method: 'DELETE', token }), params({ id: String(cat.id), unique_key: cat.uniqueKey }));
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(categories)).toHaveLength(0);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'category.delete'))).toHaveLength(1);
  });

  it('refuses to delete a category that articles use unless asked to detach it', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    const cat = await invoke(categoryOperations.create, staff, { input: input('Cloud') });
    const other = await invoke(categoryOperations.create, staff, { input: input('Other') });
    await addArticle([cat.id, other.id]);
    await addArticle([cat.id, other.id]);
    const p = params({ id: String(cat.id), unique_key: cat.uniqueKey });
    const refused = await categoryDelete(request(`/api/category/category/${cat.id}/${cat.uniqueKey}`, { method: 'DELETE', token }), p);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: true,
      code: 409,
      errorCode: 'CATEGORY_IN_USE',
      message: 'The category is used by 2 articles. Confirm removing it from them to delete it.',
    });
    expect(await t.db.select().from(categories)).toHaveLength(2);

    const detached = await categoryDelete(request(`/api/category/category/${cat.id}/${cat.uniqueKey}?detach=true`, { method: 'DELETE', token }), p);
    expect(detached.status).toBe(200);
    // Detached, then moved to the trash (issue 33 §4).
    expect((await t.db.select().from(categories).where(isNull(categories.deletedAt))).map((c) => c.name)).toEqual(['Other']);
    const links = await t.db.select().from(articleCategories);
    expect(links.every((l) => l.categoryId === other.id)).toBe(true);
    expect(links).toHaveLength(2);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'category.trash'));
    expect((entry.details as { detached_article_ids: number[] }).detached_article_ids).toHaveLength(2);
  });

  it('refuses, even with detach, when an article would be left without any category, and changes nothing', async () => {
    await makeStaff();
    const cat = await invoke(categoryOperations.create, staff, { input: input('Cloud') });
    const other = await invoke(categoryOperations.create, staff, { input: input('Other') });
    await addArticle([cat.id, other.id]);
    const lonely = await addArticle([cat.id]);
    const key = { id: cat.id, uniqueKey: cat.uniqueKey };
    await expect(invoke(categoryOperations.remove, staff, { key, query: { detach: true } })).rejects.toMatchObject({
      status: 409,
      messageKey: 'Categories.errors.onlyCategory',
      options: { errorCode: 'CATEGORY_ONLY_CATEGORY', values: { count: 1 }, data: { article_ids: [lonely] } },
    });
    expect(await t.db.select().from(categories)).toHaveLength(2);
    expect(await t.db.select().from(articleCategories)).toHaveLength(3);

    const token = await tokenFor('boss@example.com', 'admin');
    const res = await categoryDelete(
      request(`/api/category/category/${cat.id}/${cat.uniqueKey}?detach=true`, { method: 'DELETE', token, lang: 'pt-BR' }),
      params({ id: String(cat.id), unique_key: cat.uniqueKey }),
    );
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Não é possível excluir: a categoria é a única de 1 artigo. Adicione outra categoria a ele antes.');
  });
});

describe('category names per locale', () => {
  const translations = {
    en: { name: ' Hybrid Cloud ', description: 'Own servers and cloud.' },
    es: { name: 'Nube híbrida', description: '' },
    fr: { name: '', description: '' },
  };

  it('stores the other locales’ names and descriptions through the API, blanks dropped, and answers them', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    const res = await categoryPost(request('/api/category/category', { method: 'POST', body: input('Nuvem Híbrida', { translations }), token }), params({}));
    expect(res.status).toBe(201);
    const expected = { en: { name: 'Hybrid Cloud', description: 'Own servers and cloud.' }, es: { name: 'Nube híbrida' } };
    const { data } = await res.json();
    expect(data.translations).toEqual(expected);
    const [row] = await t.db.select({ translations: categories.translations }).from(categories).where(eq(categories.id, data.id));
    expect(row.translations).toEqual(expected);
    const one = await categoryGet(request(`/api/category/category/${data.id}`, { token }), params({ id: String(data.id) }));
    expect((await one.json()).data.translations).toEqual(expected);
  });

  it('refuses a locale it does not know (or the default one) and names longer than the main fields allow', async () => {
    const token = await tokenFor('admin@example.com', 'admin');
    const post = (extra: Record<string, unknown>) =>
      categoryPost(request('/api/category/category', { method: 'POST', body: input('Cloud', extra), token, lang: 'en' }), params({}));
    for (const bad of [{ de: { name: 'Wolke' } }, { 'pt-BR': { name: 'Nuvem' } }]) {
      const res = await post({ translations: bad });
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual([{ field: 'translations', message: 'Translations accept only the languages en, es, fr and ht.' }]);
    }
    const long = await post({ translations: { en: { name: 'x'.repeat(81) } } });
    expect(long.status).toBe(422);
    expect((await long.json()).errors.map((e: { field: string }) => e.field)).toEqual(['translations.en.name']);
    const longDescription = await post({ translations: { ht: { description: 'x'.repeat(501) } } });
    expect((await longDescription.json()).errors.map((e: { field: string }) => e.field)).toEqual(['translations.ht.description']);
    // A value of the wrong type is a malformed request, as everywhere in the API.
    expect((await post({ translations: 'en' })).status).toBe(400);
    expect(await t.db.select().from(categories)).toHaveLength(0);
  });

  it('keeps the stored translations on an update that does not send them, and replaces them when it does', async () => {
    await makeStaff();
    const cat = await invoke(categoryOperations.create, staff, { input: input('Nuvem', { translations: { en: { name: 'Cloud' } } }) });
    const kept = await invoke(categoryOperations.update, staff, { key: cat, input: input('Nuvem pública', { background_color: '#000000' }) });
    expect(kept.translations).toEqual({ en: { name: 'Cloud' } });
    const replaced = await invoke(categoryOperations.update, staff, { key: cat, input: input('Nuvem pública', { translations: { fr: { name: 'Nuage' } } }) });
    expect(replaced.translations).toEqual({ fr: { name: 'Nuage' } });
    expect((await invoke(categoryOperations.update, staff, { key: cat, input: input('Nuvem pública', { translations: {} }) })).translations).toEqual({});
  });

  it('names categories for the public site in the page’s language, the default name when a locale has none', async () => {
    await makeStaff();
    await invoke(categoryOperations.create, staff, { input: input('Nuvem Híbrida', { translations }) });
    await t.db.insert(categories).values({ uniqueKey: 'technology', name: 'Tecnologia', translations: { en: { name: 'Tech & Software' } } });
    expect((await listActiveCategories('en')).map((c) => c.name)).toEqual(['Hybrid Cloud', 'Tech & Software']);
    expect((await listActiveCategories('es')).map((c) => c.name)).toEqual(['Nube híbrida', 'Tecnología']);
    expect((await listActiveCategories('fr')).map((c) => c.name)).toEqual(['Nuvem Híbrida', 'Technologie']);
    expect((await listActiveCategories('pt-BR')).map((c) => c.name)).toEqual(['Nuvem Híbrida', 'Tecnologia']);
  });
});
