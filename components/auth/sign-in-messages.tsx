import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages, signInClientNamespaces } from '@/lib/i18n/client-messages';

/**
 * The few catalogue namespaces the recovery, reset, first-access and device screens' forms read in
 * the browser. Placed around those forms only (not in the staff layout), so the sign-in page, the
 * one most visited, ships no translation runtime (issue 17).
 */
export async function SignInMessages({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={pickMessages(await getMessages(), signInClientNamespaces)}>{children}</NextIntlClientProvider>;
}
