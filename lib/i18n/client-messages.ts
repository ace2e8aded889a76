import type { AbstractIntlMessages } from 'next-intl';

/*
 * The catalogue namespaces client components read on pages outside /admin: the public site's forms
 * and language switcher, and the sign-in screens. Only these are sent to the browser there (the
 * whole catalogue would add ~45 kB to every public page); the admin layout sends everything.
 * A client component outside /admin that reads another namespace must add it here.
 */
export const publicClientNamespaces = [
  'Site',
  'Contact',
  'Newsletter',
  'Unsubscribe',
  'NotFound',
  'Errors',
  'Validation',
  'Success',
  'Login',
  'RecoverPassword',
  'ResetPassword',
  'VerifyDevice',
  'FirstAccess',
  'Forbidden',
] as const;

/** The given namespaces of a catalogue. */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
