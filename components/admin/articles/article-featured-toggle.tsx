'use client';

import { useState } from 'react';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useStaffAction } from '@/components/admin/use-staff-action';
import { setArticleFeaturedAction } from '@/lib/api/actions/articles';

export interface ArticleFeaturedToggleProps {
  article: { id: number; uniqueKey: string; title: string; featured: boolean };
}

/**
 * The star of a row: marks the article featured (emphasised on the blog) or not. Reversible with one
 * click, so it asks no confirmation; the star changes at once and goes back if the server refuses.
 */
export function ArticleFeaturedToggle({ article }: ArticleFeaturedToggleProps) {
  const t = useTranslations('Admin.articles');
  const { perform } = useStaffAction();
  const [featured, setFeatured] = useState(article.featured);
  const [busy, setBusy] = useState(false);
  // A refreshed list brings the server's value (another tab, a refused change).
  const [synced, setSynced] = useState(article.featured);
  if (synced !== article.featured) {
    setSynced(article.featured);
    setFeatured(article.featured);
  }

  async function toggle() {
    const next = !featured;
    setFeatured(next);
    setBusy(true);
    const result = await perform(() => setArticleFeaturedAction(article.id, article.uniqueKey, next));
    if (!result.ok) setFeatured(!next);
    setBusy(false);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={featured}
      aria-label={t('featured.label', { title: article.title })}
      title={featured ? t('featured.on') : t('featured.off')}
      className={clsx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-md transition-colors hover:bg-surface',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
        featured ? 'text-warning-light-foreground' : 'text-muted-foreground',
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className={clsx('size-5', featured ? 'fill-warning' : 'fill-none')}
        aria-hidden="true"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path
          strokeLinejoin="round"
          d="M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.8l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8L12 3.5z"
        />
      </svg>
    </button>
  );
}
