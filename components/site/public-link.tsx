import type { ComponentProps } from 'react';
import { getLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';

/**
 * A link from a staff screen to a public page. A plain <a>, not next/link: the public site is another
 * document ((site)/layout.tsx), and a client-side move would keep this page's JavaScript alive under
 * it (and the public page's SEO scripts, once loaded, under the next staff screen).
 */
export async function PublicLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  const locale = await getLocale();
  return <a href={getPathname({ href, locale })} {...props} />;
}
