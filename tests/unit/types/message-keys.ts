// Checked by `tsc --noEmit -p .` (not run by jest): a misspelt catalogue key must not compile.
// If a line below stops failing, its @ts-expect-error fails the type check instead.
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { AppError } from '@/lib/core/errors';
import { translator, type MessageKey } from '@/lib/i18n/translate';

const t = translator('en');
t('Errors.invalidCredentials');
// @ts-expect-error a key that is not in the catalogue
t('Errors.invalidCredentialz');
// @ts-expect-error a namespace is not a message
t('Errors');

const key: MessageKey = 'Validation.nameRequired';
// @ts-expect-error MessageKey holds only full paths to messages
const misspelt: MessageKey = 'Validation.nameRequird';

new AppError('Errors.unexpected', 500, { fieldErrors: [{ field: 'name', messageKey: key }] });
// @ts-expect-error AppError carries catalogue keys only
new AppError('Errors.unexpectd', 500);
// @ts-expect-error so do its field errors
new AppError('Errors.validation', 422, { fieldErrors: [{ field: 'name', messageKey: 'Validation.nameRequird' }] });

export function ClientComponent() {
  const tc = useTranslations('Contact');
  // @ts-expect-error useTranslations checks leaves against its namespace
  return tc('notAKey');
}

export async function serverPage() {
  const ts = await getTranslations('AuditLog');
  ts('title');
  // @ts-expect-error getTranslations checks them too
  ts('titel');
}

export { misspelt };
