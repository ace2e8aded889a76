import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, max } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { faqs } from '@/db/schema';
import { invalidate } from '@/lib/cache/invalidate';
import { cacheTags } from '@/lib/cache/tags';
import { lockByKey, writeAudit, type RecordKey } from '@/lib/core/command';
import type { Actor } from '@/lib/core/actor';
import { assertFreshVersion } from '@/lib/core/version-check';
import type { FaqView } from './present';
import { assertFaqManager, faqColumns } from './queries';
import type { FaqMove, FaqValues } from './schema';

function audit(tx: Tx, actor: Actor, action: string, faqId: number, details: Record<string, unknown>) {
  return writeAudit(tx, actor, { action, entityType: 'faq', entityId: faqId, details });
}

function lockFaq(tx: Tx, key: RecordKey): Promise<FaqView> {
  return lockByKey<FaqView>(tx, faqs, faqColumns, key);
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

export async function deleteFaq(actor: Actor, key: RecordKey): Promise<FaqView> {
  assertFaqManager(actor);
  const db = await getDb();
  return expiringFaqPages(
    db.transaction(async (tx) => {
      const faq = await lockFaq(tx, key);
      await tx.delete(faqs).where(eq(faqs.id, faq.id));
      await audit(tx, actor, 'faq.delete', faq.id, { faq });
      return faq;
    }),
  );
}

/**
 * Moves a question one place up or down among its product's questions in its language. The group is
 * renumbered 0…n-1 in its current order first, so equal or gapped positions (older data) move too.
 */
export async function moveFaq(actor: Actor, key: RecordKey, { direction }: FaqMove): Promise<FaqView> {
  assertFaqManager(actor);
  const db = await getDb();
  return expiringFaqPages(
    db.transaction(async (tx) => {
      const faq = await lockFaq(tx, key);
      const group = await tx
        .select({ id: faqs.id, position: faqs.position })
        .from(faqs)
        .where(and(eq(faqs.product, faq.product), eq(faqs.locale, faq.locale)))
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
