import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { CurrentUser } from '@/lib/auth/current-user';
import { countArticlesAwaitingReview } from '@/lib/articles/queries';

/** "Awaiting review" (issue 33 §2): how many articles wait for a holder of 'publish', linking to the filtered list. */
export async function AwaitingReview({ user }: { user: Pick<CurrentUser, 'id' | 'grants'> }) {
  const [count, t] = await Promise.all([countArticlesAwaitingReview(user), getTranslations('Dashboard.awaitingReview')]);
  if (count === null) return null;
  return (
    <section aria-labelledby="awaiting-review-title" className="flex flex-col gap-2 rounded-lg border border-border bg-background p-5" data-testid="awaiting-review">
      <h2 id="awaiting-review-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="flex flex-wrap items-baseline gap-3 text-sm">
        <span>{t('count', { count })}</span>
        {count > 0 && (
          <Link href="/admin/list-of-articles?status=in_review" className="font-medium text-link underline-offset-4 hover:underline">
            {t('open')}
          </Link>
        )}
      </p>
    </section>
  );
}
