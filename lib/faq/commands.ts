import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, max } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { faqs } from '@/db/schema';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import { matchesKey, writeAudit, type RecordKey } from '@/lib/core/command';
import { errors } from '@/lib/core/errors';
import { assertMayDeletePermanently } from '@/lib/trash/access';
import type { PermanentDeleteOptions } from '@/lib/trash/schema';
import type { Actor } from '@/lib/core/actor';
import { assertFreshVersion } from '@/lib/core/version-check';
import type { FaqView } from './present';
import { assertFaqManager, faqColumns } from './queries';
import type { FaqMove, FaqValues } from './schema';

function audit(tx: Tx, actor: Actor, action: string, faqId: number, details: Record<string, unknown>) {
  return writeAudit(tx, actor, { action, entityType: 'faq', entityId: faqId, details });
}

/**
 * Locks the question addressed by id + unique_key or answers 404. A trashed one is not found (issue 33
 * §4) unless `trash` asks for it: 'only' (a restore) or 'any' (a permanent delete).
 */
async function lockFaq(tx: Tx, key: RecordKey, trash: 'none' | 'only' | 'any' = 'none'): Promise<FaqView> {
  const inTrash = trash === 'none' ? isNull(faqs.deletedAt) : trash === 'only' ? isNotNull(faqs.deletedAt) : undefined;
  const [row] = await tx.select(faqColumns).from(faqs).where(and(matchesKey(faqs, key), inTrash)).for('update').limit(1);
  if (!row) throw errors.notFound();
  return row;
}

/** The FAQ pages (/faq, /faq/{product}, in every language, with their JSON-LD) read the `faqs` tag. */
async function expiringFaqPages<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  invalidate(cacheTags.faqs);
  return result;
}

/** The place after the last question of a product in a language. */
async function nextPosition(tx: Tx, product: string, locale: string): Promise<number> {
  const [{ last }] = await tx
    .select({ last: max(faqs.position) })
    .from(faqs)
    .where(and(eq(faqs.product, product), eq(faqs.locale, locale)));
  return last === null ? 0 : last + 1;
}

/** Adds a question; without a position it goes last among its product's questions in its language. */
export async function createFaq(actor: Actor, values: FaqValues): Promise<FaqView> {
  assertFaqManager(actor);
  const db = await getDb();
  return expiringFaqPages(
    db.transaction(async (tx) => {
      const position = values.position ?? (await nextPosition(tx, values.product, values.locale));
      const [row] = await tx
        .insert(faqs)
        .values({ uniqueKey: randomUUID(), product: values.product, locale: values.locale, question: values.question, answer: values.answer, position })
        .returning(faqColumns);
      const { version: _version, ...fields } = values;
      await audit(tx, actor, 'faq.create', row.id, { unique_key: row.uniqueKey, ...fields, position });
      return row;
    }),
  );
}

/** Replaces a question's fields; without a position it keeps its place (or goes last in a new product or language). */
export async function updateFaq(actor: Actor, key: RecordKey, values: FaqValues): Promise<FaqView> {
  assertFaqManager(actor);
  const db = await getDb();
  return expiringFaqPages(
    db.transaction(async (tx) => {
      const before = await lockFaq(tx, key);
      await assertFreshVersion(tx, { given: values.version, current: before.version, entityType: 'faq', entityId: before.id, savedAt: before.updatedAt, present: () => before });
      const moved = before.product !== values.product || before.locale !== values.locale;
      const position = values.position ?? (moved ? await nextPosition(tx, values.product, values.locale) : before.position);
      const [after] = await tx
        .update(faqs)
        .set({ product: values.product, locale: values.locale, question: values.question, answer: values.answer, position, updatedAt: new Date() })
        .where(eq(faqs.id, before.id))
        .returning(faqColumns);
      await audit(tx, actor, 'faq.update', before.id, { from: before, to: after });
      return after;
    }),
  );
}

/**
 * DELETE moves the question to the trash (issue 33 §4): off the FAQ pages and the lists for 30 days.
 * With `permanent` (which also needs the administrator capability `roles`) it is deleted for good.
 */
export async function deleteFaq(actor: Actor, key: RecordKey, { permanent }: PermanentDeleteOptions = { permanent: false }): Promise<FaqView> {
  assertFaqManager(actor);
  if (permanent) assertMayDeletePermanently(actor);
  const db = await getDb();
  return expiringFaqPages(
    db.transaction(async (tx) => {
      const faq = await lockFaq(tx, key, permanent ? 'any' : 'none');
      if (permanent) {
        await tx.delete(faqs).where(eq(faqs.id, faq.id));
        await audit(tx, actor, 'faq.delete', faq.id, { faq });
        return faq;
      }
      await tx.update(faqs).set({ deletedAt: new Date(), deletedBy: actor.id }).where(eq(faqs.id, faq.id));
      await audit(tx, actor, 'faq.trash', faq.id, { faq });
      return faq;
    }),
  );
}

/** Takes the question out of the trash: same id and unique_key, at its old place. */
export async function restoreFaqFromTrash(actor: Actor, key: RecordKey): Promise<FaqView> {
  assertFaqManager(actor);
  const db = await getDb();
  return expiringFaqPages(
    db.transaction(async (tx) => {
      const faq = await lockFaq(tx, key, 'only');
      const [after] = await tx.update(faqs).set({ deletedAt: null, deletedBy: null }).where(eq(faqs.id, faq.id)).returning(faqColumns);
      await audit(tx, actor, 'faq.untrash', faq.id, { unique_key: faq.uniqueKey, question: faq.question });
      return after;
    }),
  );
}

/**
 * Moves a question one place up or down among its product's questions in its language. The group is
 * renumbered 0…n-1 in its current order first, so equal or gapped positions (older data) move too.
 */
export async function moveFaq(actor: Actor, key: RecordKey, { direction, version }: FaqMove): Promise<FaqView> {
  assertFaqManager(actor);
  const db = await getDb();
  return expiringFaqPages(
    db.transaction(async (tx) => {
      const faq = await lockFaq(tx, key);
      await assertFreshVersion(tx, { given: version, current: faq.version, entityType: 'faq', entityId: faq.id, savedAt: faq.updatedAt, present: () => faq });
      const group = await tx
        .select({ id: faqs.id, position: faqs.position })
        .from(faqs)
        .where(and(eq(faqs.product, faq.product), eq(faqs.locale, faq.locale), isNull(faqs.deletedAt)))
        .orderBy(asc(faqs.position), asc(faqs.id))
        .for('update');
      const ids = group.map((r) => r.id);
      const from = ids.indexOf(faq.id);
      const to = direction === 'up' ? from - 1 : from + 1;
      if (to >= 0 && to < ids.length) [ids[from], ids[to]] = [ids[to], ids[from]];
      for (const [position, id] of ids.entries()) {
        if (group.find((r) => r.id === id)?.position !== position) await tx.update(faqs).set({ position }).where(eq(faqs.id, id));
      }
      const [after] = await tx.select(faqColumns).from(faqs).where(eq(faqs.id, faq.id));
      await audit(tx, actor, 'faq.move', faq.id, { direction, from: faq.position, to: after.position });
      return after;
    }),
  );
}
