import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import { localePath } from '@/lib/i18n/paths';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: string; locale?: string };

/**
 * A link of the public site, in a server component: next/link with the locale prefix computed on
 * the server. next-intl's Link would do the same through a client component that brings its
 * client runtime (≈ 12 kB gzip) into every public page (issue 17).
 */
export async function Link({ href, locale, ...props }: Props) {
  return <NextLink href={localePath(locale ?? (await getLocale()), href)} {...props} />;
}
