'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';

/**
 * The phone-size menu button of the admin area: shows or hides the sidebar (the element whose id is
 * `controls`, through its data-open attribute). Navigating, Escape or a tap outside closes it.
 */
export function SidebarToggle({ controls }: { controls: string }) {
  const t = useTranslations('Admin');
  const pathname = usePathname();
  // Open only on the page where it was opened: any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;

  useEffect(() => {
    document.getElementById(controls)?.setAttribute('data-open', String(open));
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenedAt(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, controls]);

  return (
    <>
      <button
        type="button"
        aria-controls={controls}
        aria-expanded={open}
        onClick={() => setOpenedAt(open ? null : pathname)}
        className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-surface md:hidden"
      >
        <span className="sr-only">{open ? t('closeMenu') : t('openMenu')}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-6">
          {open ? (
            <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
          ) : (
            <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
          )}
        </svg>
      </button>
      {open && (
        <div aria-hidden="true" onClick={() => setOpenedAt(null)} className="fixed inset-0 top-14 z-30 bg-black/40 md:hidden" />
      )}
    </>
  );
}
