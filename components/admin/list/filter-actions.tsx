import { clsx } from 'clsx';
import { buttonClasses } from '@/components/ui/button';

export interface FilterActionsProps {
  /** The list's URL without filters (already localized). */
  clearHref: string;
  clearLabel: string;
  applyLabel: string;
  className?: string;
}

/** The end of an admin list's GET filter form: "clear" (a plain link to the bare list) and "apply". */
export function FilterActions({ clearHref, clearLabel, applyLabel, className }: FilterActionsProps) {
  return (
    <div className={clsx('flex gap-2', className ?? 'items-end')}>
      <a href={clearHref} className={buttonClasses({ variant: 'ghost' })}>
        {clearLabel}
      </a>
      <button type="submit" className={buttonClasses()}>
        {applyLabel}
      </button>
    </div>
  );
}
