'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { CalendarItem, CalendarStatus } from '@/lib/calendar/schema';

/** A colour per status, always beside its text label (never the colour alone). */
const tones: Record<CalendarStatus, string> = {
  scheduled: 'border-l-info bg-info-light text-info-light-foreground',
  published: 'border-l-positive bg-positive-light text-positive-light-foreground',
  in_review: 'border-l-warning bg-warning-light text-warning-light-foreground',
};

const editorHref = (item: Pick<CalendarItem, 'kind' | 'id' | 'uniqueKey'>) =>
  item.kind === 'article' ? `/admin/compose/${item.uniqueKey}/${item.id}` : `/admin/pages/${item.id}`;

type Props = {
  item: CalendarItem;
  /** The item's time of day, formatted in the site's time zone. */
  time: string;
  busy: boolean;
  /** Moves a scheduled item to another day (YYYY-MM-DD), keeping its time of day. */
  onMoveTo: (item: CalendarItem, day: string) => void;
  /** Moves it `days` days (the arrow keys on its move button). */
  onMoveBy: (item: CalendarItem, days: number) => void;
  /** Whether it may be dragged (the grid; not the phone's list). */
  draggable: boolean;
  onDragStart?: (item: CalendarItem) => void;
  onDragEnd?: () => void;
};

/**
 * One article or page on the calendar: status (colour and label), time, title (a link to its editor),
 * author. A scheduled item moves by dragging, by ← / → on its "Move to date" button, or by the date
 * that button opens.
 */
export function CalendarItemCard({ item, time, busy, onMoveTo, onMoveBy, draggable, onDragStart, onDragEnd }: Props) {
  const t = useTranslations('Calendar');
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(item.day);
  const formId = useId();
  const movable = item.status === 'scheduled';

  function onKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (busy || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    onMoveBy(item, event.key === 'ArrowRight' ? 1 : -1);
  }

  return (
    <article
      data-testid="calendar-item"
      data-status={item.status}
      data-kind={item.kind}
      data-id={item.id}
      aria-busy={busy || undefined}
      draggable={movable && draggable && !busy}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', `${item.kind}:${item.id}`);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart?.(item);
      }}
      onDragEnd={() => onDragEnd?.()}
      className={clsx('flex flex-col gap-1 rounded-md border-l-4 px-2 py-1 text-xs', tones[item.status], movable && draggable && 'cursor-grab', busy && 'opacity-60')}
    >
      <p className="flex flex-wrap items-center gap-1 font-semibold">
        <span data-testid="calendar-item-status">{t(`statuses.${item.status}`)}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={item.at}>{time}</time>
        <span aria-hidden="true">·</span>
        <span>{t(`kinds.${item.kind}`)}</span>
      </p>
      <Link href={editorHref(item)} className="line-clamp-2 font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
        {item.title}
      </Link>
      <p className="truncate opacity-90">{item.author ? t('byAuthor', { name: item.author.name }) : t('noAuthor')}</p>
      {movable && (
        <div className="flex flex-col gap-1">
          <Button
            variant="secondary"
            size="sm"
            className="h-7 self-start px-2 text-xs"
            aria-expanded={open}
            aria-controls={formId}
            disabled={busy}
            onKeyDown={onKey}
            onClick={() => {
              setDate(item.day);
              setOpen((v) => !v);
            }}
          >
            {busy ? t('moving') : t('move')}
            {/* The visible words first, then what only a screen reader needs: the item and the keys. */}
            <span className="sr-only"> {t('moveLabel', { title: item.title })}</span>
          </Button>
          {open && (
            <form
              id={formId}
              className="flex flex-col gap-1"
              onSubmit={(event) => {
                event.preventDefault();
                setOpen(false);
                if (date && date !== item.day) onMoveTo(item, date);
              }}
            >
              <label className="flex flex-col gap-0.5">
                <span>{t('newDate')}</span>
                <Input type="date" required value={date} onChange={(event) => setDate(event.target.value)} className="h-8 text-xs" />
              </label>
              <div className="flex gap-1">
                <Button type="submit" size="sm" className="h-7 px-2 text-xs">
                  {t('confirmMove')}
                </Button>
                <Button type="button" variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setOpen(false)}>
                  {t('cancel')}
                </Button>
              </div>
            </form>
          )}
        </div>
      )}
    </article>
  );
}
