import { getLocale, getTranslations } from 'next-intl/server';
import type { CurrentUser } from '@/lib/auth/current-user';
import { env } from '@/lib/env';
import { formatDisplayDate } from '@/lib/format/date';
import { shortenText } from '@/lib/format/text';
import { executableReasons, type ExecutableReason } from '@/lib/settings/code-injection';
import { listSeoSettings } from '@/lib/settings/queries';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SeoEntryActions } from './seo-entry-actions';
import { SeoEntryDialog } from './seo-entry-dialog';

/** How much of an entry's code the list shows. */
const EXCERPT_LENGTH = 240;

/** Why an entry needs the `code-injection` grant, under `Settings.seo`. */
const reasonKeys = {
  script: 'reasons.script',
  body: 'reasons.body',
  'event-handler': 'reasons.eventHandler',
  'script-url': 'reasons.scriptUrl',
  'hidden-code': 'reasons.hiddenCode',
} as const satisfies Record<ExecutableReason, string>;

/**
 * The SEO entries (code added to every public page): at /admin/seo (level 1 heading) and in the
 * settings tab (level 2). Cards rather than a table: code excerpts stay readable on a phone.
 */
export async function SeoSettingsPanel({ viewer, headingLevel }: { viewer: CurrentUser; headingLevel: 1 | 2 }) {
  const t = await getTranslations('Settings.seo');
  const locale = await getLocale();
  const timeZone = env().SITE_TIME_ZONE;
  const entries = await listSeoSettings(viewer);
  const canInjectCode = viewer.grants.includes('code-injection');
  const reasonList = new Intl.ListFormat(locale, { type: 'conjunction' });
  const Heading = `h${headingLevel}` as const;
  const EntryHeading = `h${headingLevel + 1}` as 'h2' | 'h3';

  const code = (label: string, value: string | null) => (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd>
        {value ? (
          <pre className="max-h-32 overflow-hidden rounded-md bg-surface p-2 font-mono text-xs break-all whitespace-pre-wrap text-surface-foreground">
            <code>{shortenText(value, EXCERPT_LENGTH)}</code>
          </pre>
        ) : (
          <span className="text-sm text-muted-foreground">{t('none')}</span>
        )}
      </dd>
    </div>
  );

  return (
    <section aria-labelledby="seo-settings-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-prose">
          <Heading id="seo-settings-title" className={headingLevel === 1 ? 'text-2xl font-bold tracking-tight sm:text-3xl' : 'text-xl font-semibold'}>
            {t('title')}
          </Heading>
          <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
        </div>
        <SeoEntryDialog canInjectCode={canInjectCode} trigger={<Button>{t('newEntry')}</Button>} />
      </div>
      {entries.length === 0 ? (
        <EmptyState title={t('emptyTitle')} description={t('emptyText')} headingLevel={headingLevel === 1 ? 2 : 3} />
      ) : (
        <ul aria-label={t('listLabel')} className="flex flex-col gap-4">
          {entries.map((entry, index) => {
            const number = index + 1;
            const reasons = executableReasons(entry);
            // Executable code is administrator trust: without the grant the entry can be read, not changed.
            const locked = reasons.length > 0 && !canInjectCode;
            return (
              <li key={entry.id} data-testid="seo-entry" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <div className="flex flex-wrap items-baseline gap-2">
                    <EntryHeading className="font-semibold">{t('entry', { number })}</EntryHeading>
                    <span data-testid="seo-category" className="inline-flex rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-surface-foreground">
                      {t(`categories.${entry.category}`)}
                    </span>
                    {reasons.length > 0 && (
                      <span data-testid="seo-code-badge" className="inline-flex rounded-full bg-warning-light px-2 py-0.5 text-xs font-semibold text-warning-light-foreground">
                        {t('codeBadge')}
                      </span>
                    )}
                  </div>
                  <span className="text-xs text-muted-foreground">
                    {t('updated')}{' '}
                    <time dateTime={entry.updatedAt}>{formatDisplayDate(entry.updatedAt, { locale, timeZone })}</time>
                  </span>
                </div>
                <dl className="grid gap-3 md:grid-cols-2">
                  {code(t('head'), entry.head)}
                  {code(t('body'), entry.body)}
                </dl>
                {reasons.length > 0 && (
                  <p id={`seo-code-${entry.id}`} className="text-sm text-muted-foreground">
                    {t('codeReasons', { reasons: reasonList.format(reasons.map((reason) => t(reasonKeys[reason]))) })}
                    {locked && ` ${t('codeLocked')}`}
                  </p>
                )}
                <SeoEntryActions
                  entry={{ id: entry.id, uniqueKey: entry.uniqueKey, head: entry.head, body: entry.body, category: entry.category, number, version: entry.version }}
                  canInjectCode={canInjectCode}
                  lockedBy={locked ? `seo-code-${entry.id}` : undefined}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
