'use client';

import { useTranslations } from 'next-intl';
import type { ImportReport } from '@/lib/import/queries';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

export type AuthorChoice = { id: number; name: string; email: string };
type Author = ImportReport['authors'][number];

/** The select's value for an author: the chosen user's id, or '' for "create a new user". */
export const defaultChoice = (author: Author) => (author.match ? String(author.match.id) : '');

/**
 * The file's authors on a dry run's report, each with a select of who their articles will belong to:
 * the matching user (or a new inactive one), or any active user instead.
 */
export function AuthorChoices({ idPrefix, authors, users, values, onChange }: { idPrefix: string; authors: Author[]; users: AuthorChoice[]; values: Record<string, string>; onChange: (sourceId: string, value: string) => void }) {
  const t = useTranslations('Import');
  return (
    <section aria-labelledby={`${idPrefix}-authors`} className="flex flex-col gap-3" data-testid="import-authors">
      <h3 id={`${idPrefix}-authors`} className="font-semibold">
        {t('authors.heading', { count: authors.length })}
      </h3>
      <p className="max-w-prose text-sm text-muted-foreground">{t('authors.intro')}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {authors.map((author, index) => (
          <li key={author.source_id}>
            <FormField id={`${idPrefix}-author-${index}`} label={t('authors.label', { name: author.name })} hint={author.email ?? t('authors.noEmail')}>
              <Select value={values[author.source_id] ?? defaultChoice(author)} onChange={(event) => onChange(author.source_id, event.target.value)}>
                {author.match ? <option value={String(author.match.id)}>{t('authors.useMatch', { name: author.match.name })}</option> : <option value="">{t('authors.create')}</option>}
                <optgroup label={t('authors.existing')}>
                  {users
                    .filter((u) => u.id !== author.match?.id)
                    .map((u) => (
                      <option key={u.id} value={String(u.id)}>
                        {t('authors.user', { name: u.name, email: u.email })}
                      </option>
                    ))}
                </optgroup>
              </Select>
            </FormField>
          </li>
        ))}
      </ul>
    </section>
  );
}
