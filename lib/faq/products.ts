import type { MessageKey, Translate } from '@/lib/i18n/translate';

// Products whose names the catalogues hold (Faq.products.<key>); any other shows its slug as a title.
const productKeys: Record<string, MessageKey> = { 'rc-sistemi': 'Faq.products.rcSistemi', 'vitrine-cms': 'Faq.products.vitrineCms' };

/** The display name of an FAQ product slug ('rc-sistemi' → "RC Sistemi"). */
export function faqProductName(product: string, t: Translate): string {
  const key = productKeys[product];
  if (key) return t(key);
  return product
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
