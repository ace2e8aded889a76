'use client';

import { useId, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { WordDiff } from '@/components/admin/word-diff';
import { fromApiCase } from '@/lib/core/api-case';
import type { VersionMeta } from '@/lib/core/version-text';
import { hasChanges, wordDiff } from '@/lib/format/word-diff';

/** The text fields a comparison shows, by record (their labels are RevisionsCompare.fields.*). */
const fieldsOf = { article: ['title', 'excerpt', 'text'], page: ['title', 'seoDescription', 'blocks'] } as const;
type Kind = keyof typeof fieldsOf;
type Field = (typeof fieldsOf)[Kind][number];
/** A version as GET …/revisions/{revisionId|current} answers it; a page's block text is its `text`. */
type VersionText = VersionMeta & { title: string; excerpt?: string; seoDescription?: string; text: string };
type Loaded = { before: VersionText; after: VersionText };
const CURRENT = 'current';

const textOf = (version: VersionText, field: Field): string => (field === 'blocks' ? version.text : (version[field] ?? ''));

async function fetchVersion(url: string, locale: string): Promise<{ ok: true; data: VersionText } | { ok: false; message: string }> {
  try {
    const response = await fetch(`${url}?locale=${encodeURIComponent(locale)}`, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    const body = (await response.json().catch(() => null)) as { error?: boolean; message?: string; data?: unknown } | null;
    if (response.ok && body?.error === false) return { ok: true, data: fromApiCase<VersionText>(body.data) };
    return { ok: false, message: body?.message ?? '' };
  } catch {
    return { ok: false, message: '' };
  }
}

/**
 * Two versions of an article or a page side by side (issue 33 §3): any two revisions, or one with the
 * current version; their text fields (an article's title, excerpt and body, a page's title, SEO
 * description and blocks) with removed and added words marked (<del>/<ins> with hidden labels), and
 * who wrote and stored each version, and when. `endpoint` is the record's `…/revisions` address.
 */
export function RevisionCompare({
  kind,
  endpoint,
  revisions,
}: {
  kind: Kind;
  endpoint: string;
  revisions: readonly { id: number; title: string; createdAt: string }[];
}) {
  const t = useTranslations('RevisionsCompare');
  const tErrors = useTranslations('Errors');
  const format = useFormatter();
  const locale = useLocale();
  const id = useId();
  const [before, setBefore] = useState(String(revisions[0]?.id ?? CURRENT));
  const [after, setAfter] = useState(CURRENT);
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const options = [
    { value: CURRENT, label: t('current') },
    ...revisions.map((r) => ({ value: String(r.id), label: t('option', { date: when(r.createdAt), title: r.title }) })),
  ];

  async function compare() {
    setMessage('');
    if (before === after) {
      setLoaded(null);
      setMessage(t('sameVersion'));
      return;
    }
    setLoading(true);
    const [a, b] = await Promise.all([fetchVersion(`${endpoint}/${before}`, locale), fetchVersion(`${endpoint}/${after}`, locale)]);
    setLoading(false);
    if (!a.ok || !b.ok) {
      setLoaded(null);
      setMessage((!a.ok && a.message) || (!b.ok && b.message) || tErrors('unexpected'));
      return;
    }
    setLoaded({ before: a.data, after: b.data });
  }

  const meta = (version: VersionText) =>
    t('meta', { date: when(version.createdAt), author: version.author?.name ?? t('unknown'), saver: version.savedBy?.name ?? t('unknown') });
  const labels = { added: t('added'), removed: t('removed') };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 border-t border-border pt-3" data-testid="revision-compare">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        {t('title')}
      </h3>
      <p className="text-xs text-muted-foreground">{t('description')}</p>
      <div className="grid gap-2">
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('before')}</span>
          <Select value={before} onChange={(event) => setBefore(event.target.value)} options={options} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('after')}</span>
          <Select value={after} onChange={(event) => setAfter(event.target.value)} options={options} />
        </label>
        <Button type="button" variant="secondary" size="sm" className="self-start" onClick={() => void compare()} disabled={loading}>
          {t('compare')}
        </Button>
      </div>
      <div aria-live="polite" className="text-sm">
        {loading && <p>{t('loading')}</p>}
        {message && <p className="text-negative">{message}</p>}
      </div>
      {loaded && (
        <div className="flex flex-col gap-3" data-testid="revision-diff">
          <dl className="grid gap-1 text-xs text-muted-foreground">
            <dt className="font-semibold text-foreground">{t('before')}</dt>
            <dd>{meta(loaded.before)}</dd>
            <dt className="font-semibold text-foreground">{t('after')}</dt>
            <dd>{meta(loaded.after)}</dd>
          </dl>
          {fieldsOf[kind].map((field) => {
            const parts = wordDiff(textOf(loaded.before, field), textOf(loaded.after, field));
            return (
              <section key={field} aria-labelledby={`${id}-${field}`} className="flex flex-col gap-1">
                <h4 id={`${id}-${field}`} className="text-sm font-semibold">
                  {t(`fields.${field}`)}
                </h4>
                {hasChanges(parts) ? (
                  <div className="grid gap-2">
                    <div className="rounded border border-border p-2">
                      <p className="text-xs font-medium text-muted-foreground">{t('before')}</p>
                      <WordDiff parts={parts} side="before" labels={labels} />
                    </div>
                    <div className="rounded border border-border p-2">
                      <p className="text-xs font-medium text-muted-foreground">{t('after')}</p>
                      <WordDiff parts={parts} side="after" labels={labels} />
                    </div>
                  </div>
                ) : (
                  <p className="text-xs text-muted-foreground">{t('noChanges')}</p>
                )}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
