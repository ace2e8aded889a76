import { POST as calendarPost } from '@/app/api/calendar/calendar-list/route';
import { eq } from 'drizzle-orm';
import { articles, categories } from '@/db/schema';
import { articleOperations } from '@/lib/articles/operations';
import { dayIn, rangeOf, shiftDays } from '@/lib/calendar/grid';
import { listCalendarFilters } from '@/lib/calendar/queries';
import { env } from '@/lib/env';
import { call, post, signIn } from '@/tests/support/api';
import { addDescribedImage, DESCRIBED_IMAGE } from '@/tests/support/media';
import { invoke } from '@/tests/support/operations';
import { setUpTestDb } from '@/tests/support/test-db';
import { createActor } from '@/tests/support/users';

// The editorial calendar (issue 33 §6): POST /api/calendar/calendar-list, and a move through the
// status-change route that keeps the time of day.

const t = setUpTestDb({ throttle: true });
let categoryIds: number[] = [];

beforeEach(async () => {
  await addDescribedImage(t.db);
  const rows = await t.db
    .insert(categories)
    .values([
      { uniqueKey: 'technology', name: 'Technology' },
      { uniqueKey: 'garden', name: 'Garden' },
    ])
    .returning({ id: categories.id });
  categoryIds = rows.map((r) => r.id);
});

const DAY = 86_400_000;

describe('POST /api/calendar/calendar-list', () => {
  it('lists scheduled, published and in-review articles on their days, filtered by author and category', async () => {
    const timeZone = env().SITE_TIME_ZONE;
    const admin = await createActor(t.db, 'admin', { name: 'Ana' });
    const operational = await createActor(t.db, 'operational', { name: 'Olga' });
    const inFive = new Date(Date.now() + 5 * DAY);
    const scheduled = await invoke(articleOperations.create, admin, {
      input: { title: 'Later Piece', content: '<p>Soon.</p>', categories: [categoryIds[0]], image: DESCRIBED_IMAGE, status: 'published', published_at: inFive.toISOString() },
    });
    const live = await invoke(articleOperations.create, operational, {
      input: { title: 'Live Piece', content: '<p>Now.</p>', categories: [categoryIds[1]], image: DESCRIBED_IMAGE, status: 'published' },
    });
    await invoke(articleOperations.create, admin, { input: { title: 'Just Draft', content: '<p>Draft.</p>', categories: [categoryIds[0]] } });
    // In review without a publication date: on the day of its last update.
    const review = await invoke(articleOperations.create, admin, { input: { title: 'Review Piece', content: '<p>Check.</p>', categories: [categoryIds[0]] } });
    await t.db.update(articles).set({ status: 'in_review' }).where(eq(articles.id, review.id));

    const today = dayIn(new Date(), timeZone);
    const from = rangeOf('week', today).from;
    const to = dayIn(new Date(Date.now() + 20 * DAY), timeZone);
    const list = async (email: string, body: Record<string, unknown>) => call(calendarPost, post('/api/calendar/calendar-list', { token: (await signIn(email)).token, body }));

    const all = await list(admin.email, { from, to });
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((i: { title: string; status: string }) => [i.title, i.status])).toEqual([
      ['Live Piece', 'published'],
      ['Review Piece', 'in_review'],
      ['Later Piece', 'scheduled'],
    ]);
    expect(all.body.data.items[2]).toMatchObject({ kind: 'article', id: scheduled.id, unique_key: scheduled.uniqueKey, day: dayIn(inFive, timeZone), author: { id: admin.id, name: 'Ana User' }, version: expect.any(Number) });

    expect((await list(admin.email, { from, to, author: operational.id })).body.data.items.map((i: { id: number }) => i.id)).toEqual([live.id]);
    expect((await list(admin.email, { from, to, category: categoryIds[0] })).body.data.items.map((i: { id: number }) => i.id)).toEqual([review.id, scheduled.id]);
    // Without articles-all: one's own articles only, whatever the author filter says.
    expect((await list(operational.email, { from, to, author: admin.id })).body.data.items.map((i: { id: number }) => i.id)).toEqual([live.id]);
    // Outside the range, nothing; a bad or too long range is 422.
    expect((await list(admin.email, { from: '2020-01-01', to: '2020-01-31' })).body.data.items).toEqual([]);
    expect((await list(admin.email, { from: to, to: from })).status).toBe(422);
    expect((await list(admin.email, { from: '2026-01-01', to: '2026-06-01' })).status).toBe(422);
    expect((await list(admin.email, { from: 'yesterday', to })).status).toBe(422);

    const filters = await listCalendarFilters(admin, 'en');
    expect(filters.authors.map((a) => a.id).sort()).toEqual([admin.id, operational.id].sort());
    expect(filters.categories.map((c) => c.name)).toEqual(['Garden', 'Technology']);
    expect((await listCalendarFilters(operational, 'en')).authors).toEqual([]);
  });

  it('moves a scheduled article two days later, same time of day, through the status change', async () => {
    const timeZone = env().SITE_TIME_ZONE;
    const admin = await createActor(t.db, 'admin', { name: 'Ana' });
    const at = new Date(Date.now() + 3 * DAY);
    const created = await invoke(articleOperations.create, admin, {
      input: { title: 'Moved Piece', content: '<p>Soon.</p>', categories: [categoryIds[0]], image: DESCRIBED_IMAGE, status: 'published', published_at: at.toISOString() },
    });
    const target = shiftDays(created.publishedAt ?? '', 2, timeZone);
    const moved = await invoke(articleOperations.changeStatus, admin, {
      key: { id: created.id, uniqueKey: created.uniqueKey },
      input: { status: 'published', published_at: target.toISOString(), version: 1 },
    });
    expect(moved.publishedAt).toBe(target.toISOString());
    expect(moved.scheduled).toBe(true);
    expect(dayIn(moved.publishedAt ?? '', timeZone)).toBe(dayIn(new Date(new Date(created.publishedAt ?? '').getTime() + 2 * DAY), timeZone));
  });
});
