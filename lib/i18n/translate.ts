import { createTranslator } from 'next-intl';
import ptBR from '@/messages/pt-BR.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import ht from '@/messages/ht.json';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';

const catalogues: Record<Locale, typeof ptBR> = { 'pt-BR': ptBR, en, es, fr, ht };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A translator for code outside a rendered page (API handlers, emails, server actions that already
 * know the locale). Keys are full paths ('Errors.invalidCredentials').
 */
export function translator(locale: string | undefined): Translate {
  const chosen: Locale = isLocale(locale) ? locale : defaultLocale;
  const t = createTranslator({ locale: chosen, messages: catalogues[chosen] });
  // The keys come from AppError and zod messages, so they are checked at run time, not by the compiler.
  return (key, values) => (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}
