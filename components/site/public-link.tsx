import type { ComponentProps } from 'react';
import { getLocale } from 'next-intl/server';
import { localePath } from '@/lib/i18n/paths';

/**
 * A link from a staff screen to a public page. A plain <a>, not next/link: the public site is another
 * document ((site)/layout.tsx), and a client-side move would keep this page's JavaScript alive under
 * it (and the public page's SEO scripts, once loaded, under the next staff screen). The prefix comes
 * from lib/i18n/paths, not next-intl's navigation module: importing that module anywhere in a page's
 * server graph puts next-intl's client Link and runtime in the page's scripts (issue 17).
 */
export async function PublicLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  const locale = await getLocale();
  return <a href={localePath(locale, href)} {...props} />;
}
