import { getTranslations } from 'next-intl/server';
import { islandText } from '@/lib/i18n/island-text';

/*
 * The words of the sign-in form, read on the server and passed to the client form as props. Not
 * in login-form.tsx: a 'use client' module's exports reach a server component as client
 * references, not as values.
 */
const loginFormKeys = ['email', 'emailPlaceholder', 'password', 'showPassword', 'remember', 'forgotPassword', 'submitting', 'submit'] as const;
export type LoginFormText = Record<(typeof loginFormKeys)[number], string>;

export async function loginFormText(): Promise<LoginFormText> {
  return islandText(await getTranslations('Login'), loginFormKeys);
}
