import { createTranslator, type MessageKeys, type Messages, type NestedKeyOf } from 'next-intl';
import ptBR from '@/messages/pt-BR.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import ht from '@/messages/ht.json';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';

const catalogues: Record<Locale, typeof ptBR> = { 'pt-BR': ptBR, en, es, fr, ht };

/** A full path to one message of the catalogues ('Errors.invalidCredentials'); a misspelt one fails tsc. */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * A translator for code outside a rendered page (API handlers, emails, server actions that already
 * know the locale). Keys are full paths ('Errors.invalidCredentials').
 */
export function translator(locale: string | undefined): Translate {
  const chosen: Locale = isLocale(locale) ? locale : defaultLocale;
  const t = createTranslator({ locale: chosen, messages: catalogues[chosen] });
  return (key, values) => t(key, values);
}
