import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { redirects, type RedirectOrigin } from '@/db/schema';
import { isUniqueViolation, matchesKey, writeAudit, type RecordKey } from '@/lib/core/command';
import { AppError, errors } from '@/lib/core/errors';
import type { Actor } from '@/lib/core/actor';
import { env } from '@/lib/env';
import type { MessageKey } from '@/lib/i18n/translate';
import { issueMessageKey } from '@/lib/core/validation';
import { assertFreshVersion } from '@/lib/core/version-check';
import { parseRedirectsCsv } from './csv';
import type { RedirectView } from './present';
import { assertRedirectManager, redirectColumns } from './queries';
import { conflictOf, normaliseFrom, normaliseTarget, type ConflictProblem, type RedirectRule } from './rules';
import { redirectInputSchema, type RedirectCsvImport, type RedirectValues } from './schema';
import { markRedirectsChanged } from './serving';

// Writes to the redirects. Every write takes one transaction-scoped advisory lock first, so that two
// saves that would make a loop together (A→B on one instance, B→A on another) run one after the
// other and the second sees the first. The serving instances notice the change through the table's
// stamp within a second (lib/redirects/serving.ts); this instance at once.

const conflictMessages: Record<ConflictProblem, MessageKey> = {
  self: 'Redirects.errors.self',
  loop: 'Redirects.errors.loop',
  chain: 'Redirects.errors.chain',
};
const conflictCodes: Record<ConflictProblem, string> = { self: 'REDIRECT_SELF', loop: 'REDIRECT_LOOP', chain: 'REDIRECT_CHAIN' };

function refusal(field: 'from' | 'to', messageKey: MessageKey, errorCode: string): AppError {
  return new AppError('Errors.validation', 422, { fieldErrors: [{ field, messageKey }], errorCode });
}

const fromTaken = () => refusal('from', 'Redirects.errors.fromTaken', 'REDIRECT_FROM_TAKEN');

async function lockRedirects(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vitrine:redirects'))`);
}

async function storedRules(tx: Tx): Promise<(RedirectRule & { id: number })[]> {
  return tx.select({ id: redirects.id, fromPath: redirects.fromPath, isPrefix: redirects.isPrefix, toTarget: redirects.toTarget }).from(redirects);
}

const siteOrigin = () => env().SITE_URL;

/** Why `rule` may not join `rules` (its own row, by id, left out): its from-path is taken, or a loop or chain. */
function problemOf(rule: RedirectRule, rules: readonly (RedirectRule & { id: number })[], ownId?: number): 'taken' | ConflictProblem | null {
  const others = rules.filter((r) => r.id !== ownId);
  if (others.some((r) => r.fromPath === rule.fromPath)) return 'taken';
  return conflictOf(rule, others, siteOrigin());
}

function assertAllowed(rule: RedirectRule, rules: readonly (RedirectRule & { id: number })[], ownId?: number): void {
  const problem = problemOf(rule, rules, ownId);
  if (problem === 'taken') throw fromTaken();
  if (problem) throw refusal('to', conflictMessages[problem], conflictCodes[problem]);
}

function audit(tx: Tx, actor: Actor, action: string, id: number, details: Record<string, unknown>) {
  return writeAudit(tx, actor, { action, entityType: 'redirect', entityId: id, details });
}

async function changing<T>(work: Promise<T>): Promise<T> {
  const result = await work;
  markRedirectsChanged();
  return result;
}

async function insertOne(tx: Tx, values: RedirectValues, origin: RedirectOrigin, actor: Actor): Promise<RedirectView> {
  try {
    const [row] = await tx
      .insert(redirects)
      .values({ uniqueKey: randomUUID(), fromPath: values.fromPath, isPrefix: values.isPrefix, toTarget: values.toTarget, statusCode: values.statusCode, origin, createdBy: actor.id })
      .returning(redirectColumns);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw fromTaken();
    throw error;
  }
}

export async function createRedirect(actor: Actor, values: RedirectValues): Promise<RedirectView> {
  assertRedirectManager(actor);
  const db = await getDb();
  return changing(
    db.transaction(async (tx) => {
      await lockRedirects(tx);
      assertAllowed(values, await storedRules(tx));
      const row = await insertOne(tx, values, 'manual', actor);
      await audit(tx, actor, 'redirect.create', row.id, { unique_key: row.uniqueKey, from: row.from, to: row.to, status_code: row.statusCode });
      return row;
    }),
  );
}

export async function updateRedirect(actor: Actor, key: RecordKey, values: RedirectValues): Promise<RedirectView> {
  assertRedirectManager(actor);
  const db = await getDb();
  return changing(
    db.transaction(async (tx) => {
      await lockRedirects(tx);
      const [before] = await tx.select(redirectColumns).from(redirects).where(matchesKey(redirects, key)).for('update').limit(1);
      if (!before) throw errors.notFound();
      await assertFreshVersion(tx, { given: values.version, current: before.version, entityType: 'redirect', entityId: before.id, savedAt: before.updatedAt, present: () => before });
      assertAllowed(values, await storedRules(tx), before.id);
      let after: RedirectView;
      try {
        [after] = await tx
          .update(redirects)
          .set({ fromPath: values.fromPath, isPrefix: values.isPrefix, toTarget: values.toTarget, statusCode: values.statusCode, updatedAt: new Date() })
          .where(eq(redirects.id, before.id))
          .returning(redirectColumns);
      } catch (error) {
        if (isUniqueViolation(error)) throw fromTaken();
        throw error;
      }
      const fields = ({ from, to, statusCode }: RedirectView) => ({ from, to, status_code: statusCode });
      await audit(tx, actor, 'redirect.update', before.id, { from: fields(before), to: fields(after) });
      return after;
    }),
  );
}

/** Deletes a redirect for good (a redirect is a line of configuration: no trash). */
export async function deleteRedirect(actor: Actor, key: RecordKey): Promise<RedirectView> {
  assertRedirectManager(actor);
  const db = await getDb();
  return changing(
    db.transaction(async (tx) => {
      const [row] = await tx.delete(redirects).where(matchesKey(redirects, key)).returning(redirectColumns);
      if (!row) throw errors.notFound();
      await audit(tx, actor, 'redirect.delete', row.id, { unique_key: row.uniqueKey, from: row.from, to: row.to, status_code: row.statusCode, hits: row.hits });
      return row;
    }),
  );
}

interface CsvSkippedLine {
  line: number;
  from: string;
  messageKey: MessageKey;
}

interface CsvImportOutcome {
  created: number;
  skipped: CsvSkippedLine[];
}

/**
 * Adds the redirects of a CSV file (lib/redirects/csv.ts), in one transaction. A line that is not a
 * valid redirect, whose from-path is taken or that would loop or chain (with the stored redirects or
 * the lines before it) is skipped and reported with its line number; the others are created.
 */
export async function importRedirectsCsv(actor: Actor, { csv }: RedirectCsvImport): Promise<CsvImportOutcome> {
  assertRedirectManager(actor);
  const lines = parseRedirectsCsv(csv);
  const db = await getDb();
  return changing(
    db.transaction(async (tx) => {
      await lockRedirects(tx);
      const rules = await storedRules(tx);
      const skipped: CsvSkippedLine[] = [];
      let created = 0;
      for (const line of lines) {
        const parsed = redirectInputSchema.safeParse({ from: line.from, to: line.to, status_code: line.statusCode });
        if (!parsed.success) {
          skipped.push({ line: line.line, from: line.from, messageKey: issueMessageKey(parsed.error.issues[0].message) });
          continue;
        }
        const problem = problemOf(parsed.data, rules);
        if (problem) {
          skipped.push({ line: line.line, from: line.from, messageKey: problem === 'taken' ? 'Redirects.errors.fromTaken' : conflictMessages[problem] });
          continue;
        }
        const row = await insertOne(tx, parsed.data, 'csv', actor);
        rules.push({ id: row.id, fromPath: row.from, isPrefix: row.isPrefix, toTarget: row.to });
        created++;
      }
      await writeAudit(tx, actor, { action: 'redirect.import_csv', entityType: 'redirect', entityId: 0, details: { lines: lines.length, created, skipped: skipped.length } });
      return { created, skipped };
    }),
  );
}

const INSERT_BATCH = 500;

/**
 * For the import job (lib/import), inside its own transaction: a redirect from each old permalink
 * (`from`: a path or the old site's full URL, `?p=ID` included) to its record's new address. A pair
 * whose from-path is taken, that is no valid redirect, or that would loop or chain is skipped (an
 * import never fails for it). Answers how many were added (origin `import`, removed by the import's
 * undo through removeImportedRedirects).
 */
export async function addImportedRedirects(tx: Tx, importId: number, pairs: readonly { from: string; to: string }[]): Promise<number> {
  if (pairs.length === 0) return 0;
  await lockRedirects(tx);
  const rules = await storedRules(tx);
  const rows: (typeof redirects.$inferInsert)[] = [];
  for (const pair of pairs) {
    const from = normaliseFrom(pair.from);
    if ('problem' in from) continue;
    const target = normaliseTarget(pair.to, from.isPrefix);
    if ('problem' in target) continue;
    const rule = { fromPath: from.fromPath, isPrefix: from.isPrefix, toTarget: target.toTarget };
    if (problemOf(rule, rules)) continue;
    rules.push({ id: -1 - rows.length, ...rule });
    rows.push({ uniqueKey: randomUUID(), ...rule, statusCode: 301, origin: 'import', importId });
  }
  for (let i = 0; i < rows.length; i += INSERT_BATCH) await tx.insert(redirects).values(rows.slice(i, i + INSERT_BATCH));
  if (rows.length) markRedirectsChanged();
  return rows.length;
}

/** For the import's undo, inside its transaction: deletes the redirects that import added; answers how many. */
export async function removeImportedRedirects(tx: Tx, importId: number): Promise<number> {
  const removed = await tx.delete(redirects).where(eq(redirects.importId, importId)).returning({ id: redirects.id });
  if (removed.length) markRedirectsChanged();
  return removed.length;
}
