import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { Locale } from '@/i18n/routing';
import { SEARCH_QUERY_MAX } from '@/lib/blog/search-schema';
import { localizedPath } from '@/lib/seo/urls';

export interface ArticleSearchFormProps {
  locale: Locale;
  /** Prefix of the controls' ids (two forms may share a page). */
  id: string;
  query?: string;
  /** Offer a category filter with these categories (display names already translated). */
  categories?: { id: number; name: string }[];
  category?: number;
}

/**
 * The topic search: a plain GET form to /list-article-results (?q=, ?category=), so it works before
 * (or without) JavaScript; the results page turns ?q= into its path form.
 */
export async function ArticleSearchForm({ locale, id, query, categories, category }: ArticleSearchFormProps) {
  const t = await getTranslations({ locale, namespace: 'Search.form' });
  return (
    <form
      role="search"
      method="get"
      action={localizedPath(locale, '/list-article-results')}
      aria-label={t('label')}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor={`${id}-q`} className="text-sm font-medium">
          {t('queryLabel')}
        </label>
        <Input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t('placeholder')}
          maxLength={SEARCH_QUERY_MAX}
          enterKeyHint="search"
          autoComplete="off"
        />
      </div>
      {categories && categories.length > 0 && (
        <div className="flex flex-col gap-1.5 sm:w-56">
          <label htmlFor={`${id}-category`} className="text-sm font-medium">
            {t('categoryLabel')}
          </label>
          <Select
            id={`${id}-category`}
            name="category"
            defaultValue={category === undefined ? '' : String(category)}
            placeholder={t('allCategories')}
            options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          />
        </div>
      )}
      <button type="submit" className={buttonClasses({ className: 'sm:w-auto' })}>
        {t('submit')}
      </button>
    </form>
  );
}
