import { translator, type Translate } from '@/lib/i18n/translate';
import { renderEmail, type EmailBlocks, type EmailBrand, type EmailContent } from './layout';

/** Every template's first inputs: the recipient's language and the brand the email carries. */
export interface EmailAudience {
  locale: string;
  brand: EmailBrand;
}

/**
 * An email in the recipient's language: `write` gets the translator and the company's name and
 * returns the blocks; renderEmail frames them.
 */
export function composeEmail(
  audience: EmailAudience,
  write: (t: Translate, company: string) => Omit<EmailBlocks, 'locale' | 'brand' | 't'>,
): EmailContent {
  const t = translator(audience.locale);
  return renderEmail({ locale: audience.locale, brand: audience.brand, t, ...write(t, audience.brand.companyName) });
}
