import type { Locale } from '@/i18n/routing';
import type messages from './messages/pt-BR.json';

// next-intl checks every t('…') key against the pt-BR catalogue (the others carry the same keys,
// tests/unit/i18n-catalogues.test.ts), so a misspelt key fails `tsc` instead of showing its path.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
