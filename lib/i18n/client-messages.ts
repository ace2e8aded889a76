import type { AbstractIntlMessages } from 'next-intl';

/*
 * The catalogue namespaces client components read on the sign-in screens ((staff) pages outside
 * /admin). Only these are sent to the browser there; the admin layout sends everything. Public
 * pages send none: their client islands get plain strings from the server (issue 17).
 * A sign-in screen's client component that reads another namespace must add it here.
 */
export const signInClientNamespaces = [
  'Errors',
  'Validation',
  'Success',
  'Login',
  'RecoverPassword',
  'ResetPassword',
  'VerifyDevice',
  'TwoFactor',
  'FirstAccess',
  'Forbidden',
] as const;

/** The given namespaces of a catalogue. */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
