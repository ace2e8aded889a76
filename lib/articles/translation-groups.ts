import 'server-only';
import { and, asc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { articles } from '@/db/schema';
import { locales } from '@/i18n/routing';
import type { Actor } from '@/lib/core/actor';
import { isUniqueViolation, violatedConstraint } from '@/lib/core/command';
import { AppError } from '@/lib/core/errors';
import type { ArticleTranslationView } from './present';
import { assertArticleAccess } from './access';

/*
 * Translation groups (issue 18): articles that translate each other share `translation_group`, whose
 * value is the id of one of them (the group's first article). At most one article per language in a
 * group: the unique index articles_translation_locale_unique refuses a second one, which answers
 * 409 Errors.translationLanguageTaken and writes nothing.
 *
 * - Linking (`translation_of` = any member's id) puts the article into the target's group; a target
 *   with no group starts one under its own id. An article that was in another group leaves it.
 * - Unlinking (`translation_of: null`) takes the article out; the others stay a group.
 * - Deleting an article leaves the others grouped (the key may then be a deleted id: ids are never
 *   reused, so it names no one else's group).
 * - When the article that leaves is the one whose id keys the group, the members left are keyed
 *   again by the smallest of their ids, so that the leaver, starting a group of its own later under
 *   its id, does not fall back into the old one.
 */

const UNIQUE_INDEX = 'articles_translation_locale_unique';

/** The language order of the site (pt-BR, en, es, fr, ht), for stable lists. */
const languageRank = (language: string) => {
  const i = (locales as readonly string[]).indexOf(language);
  return i === -1 ? locales.length : i;
};

export type GroupMember = ArticleTranslationView & { group: number };

/** The members of the given groups (nulls ignored), in the site's language order. */
export async function groupMembers(db: DbOrTx, groups: (number | null)[]): Promise<GroupMember[]> {
  const keys = [...new Set(groups.filter((g): g is number => g !== null))];
  if (keys.length === 0) return [];
  const rows = await db
    .select({ id: articles.id, uniqueKey: articles.uniqueKey, language: articles.locale, status: articles.status, group: articles.translationGroup })
    .from(articles)
    .where(and(inArray(articles.translationGroup, keys), isNull(articles.deletedAt)))
    .orderBy(asc(articles.id));
  return rows
    .map((r) => ({ ...r, group: r.group as number }))
    .sort((a, b) => languageRank(a.language) - languageRank(b.language) || a.id - b.id);
}

/** The members of `article`'s group other than itself, as its answer lists them. */
export function otherMembers(members: GroupMember[], article: { id: number; translationGroup: number | null }): ArticleTranslationView[] {
  return members
    .filter((m) => m.group === article.translationGroup && m.id !== article.id)
    .map(({ id, uniqueKey, language, status }) => ({ id, uniqueKey, language, status }));
}

/**
 * Runs a write that may give a group a second article in one language inside a savepoint, so the
 * refusal is caught here and answered as the 409 (the caller's transaction then rolls back whole).
 */
export async function guardTranslationLanguage<T>(tx: Tx, language: string, write: (sp: Tx) => Promise<T>): Promise<T> {
  try {
    return await tx.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error) && violatedConstraint(error) === UNIQUE_INDEX) {
      throw new AppError('Errors.translationLanguageTaken', 409, { values: { language } });
    }
    throw error;
  }
}

/** Takes the article out of its group, keying the members left again if it held the key. */
async function leaveGroup(tx: Tx, article: { id: number; translationGroup: number | null }) {
  const group = article.translationGroup;
  if (group === null) return;
  await tx.update(articles).set({ translationGroup: null, updatedAt: sql`${articles.updatedAt}` }).where(eq(articles.id, article.id));
  if (group !== article.id) return;
  const [{ next }] = await tx.select({ next: min(articles.id) }).from(articles).where(eq(articles.translationGroup, group));
  if (next !== null) {
    await tx.update(articles).set({ translationGroup: next, updatedAt: sql`${articles.updatedAt}` }).where(eq(articles.translationGroup, group));
  }
}

function targetError(messageKey: 'Articles.errors.translationNotFound' | 'Articles.errors.translationOfItself'): AppError {
  return new AppError('Errors.validation', 422, { fieldErrors: [{ field: 'translation_of', messageKey }] });
}

/**
 * The translation group a save gives the article, from the input's `translation_of`: undefined keeps
 * its group, null takes it out, an id joins that article's group (a target with none starts one under
 * its own id, written here). The target must exist (422) and be an article the actor may edit (403),
 * since linking may change its group too. An article that leaves a group it keyed hands the key on
 * (leaveGroup). The caller writes the group together with the language, inside
 * guardTranslationLanguage, so one unique check sees both. Others' `updatedAt` is left alone: being
 * linked is not an edit of their text.
 */
export async function resolveTranslationGroup(
  tx: Tx,
  actor: Actor,
  article: { id: number | null; translationGroup: number | null },
  translationOf: number | null | undefined,
): Promise<number | null | undefined> {
  if (translationOf === undefined) return undefined;
  let group: number | null = null;
  if (translationOf !== null) {
    if (translationOf === article.id) throw targetError('Articles.errors.translationOfItself');
    const [target] = await tx
      .select({ id: articles.id, authorId: articles.authorId, translationGroup: articles.translationGroup })
      .from(articles)
      .where(eq(articles.id, translationOf))
      .for('update')
      .limit(1);
    if (!target) throw targetError('Articles.errors.translationNotFound');
    assertArticleAccess(actor, 'compose', target);
    group = target.translationGroup ?? target.id;
    if (target.translationGroup === null) {
      await tx.update(articles).set({ translationGroup: group, updatedAt: sql`${articles.updatedAt}` }).where(eq(articles.id, target.id));
    }
  }
  if (article.id !== null && article.translationGroup !== group) await leaveGroup(tx, { id: article.id, translationGroup: article.translationGroup });
  return group;
}
