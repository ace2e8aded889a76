import { getTranslations } from 'next-intl/server';
import type { WhatsappSetting } from '@/lib/settings/queries';
import { whatsappHref } from '@/lib/settings/whatsapp';
import { WhatsappGlyph, whatsappButtonColors, whatsappButtonShape } from './whatsapp-look';

/**
 * The floating WhatsApp button (settings-whatsapp): opens a chat with the configured phone and a
 * prefilled message. Fixed size and position, so it never shifts the layout; the footer leaves
 * room for it on phones.
 */
export async function WhatsappButton({ setting }: { setting: WhatsappSetting }) {
  const href = whatsappHref(setting.phone, setting.message);
  if (!href) return null;
  const t = await getTranslations('Site.whatsapp');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('label')}
      title={t('title')}
      data-testid="whatsapp-button"
      className={`fixed right-4 z-40 ${whatsappButtonShape} hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:hidden`}
      style={{ ...whatsappButtonColors(setting.buttonColor), bottom: 'max(1rem, env(safe-area-inset-bottom))' }}
    >
      <WhatsappGlyph />
    </a>
  );
}
