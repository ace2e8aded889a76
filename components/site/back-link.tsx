'use client';

import type { ComponentProps, MouseEvent } from 'react';
import Link from 'next/link';

type Props = Omit<ComponentProps<typeof Link>, 'onClick' | 'href'> & {
  /** The way back without history: a path with its locale prefix already (localePath, computed on the server). */
  href: string;
};

/**
 * "Go back": returns to the previous page when there is one in this tab's history; otherwise (and
 * without JavaScript) it is a plain link to `href`. next/link, not next-intl's: public pages ship
 * no next-intl client runtime (issue 17).
 */
export function BackLink({ href, ...rest }: Props) {
  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    if (window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  }
  return <Link href={href} onClick={goBack} {...rest} />;
}
