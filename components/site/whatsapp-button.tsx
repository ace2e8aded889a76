import { getTranslations } from 'next-intl/server';
import { readableTextColor } from '@/lib/format/color';
import type { WhatsappSetting } from '@/lib/settings/queries';
import { whatsappHref } from '@/lib/settings/whatsapp';

const HEX = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;
const WHATSAPP_GREEN = '#25d366';

/**
 * The floating WhatsApp button (settings-whatsapp): opens a chat with the configured phone and a
 * prefilled message. Fixed size and position, so it never shifts the layout; the footer leaves
 * room for it on phones.
 */
export async function WhatsappButton({ setting }: { setting: WhatsappSetting }) {
  const href = whatsappHref(setting.phone, setting.message);
  if (!href) return null;
  const t = await getTranslations('Site.whatsapp');
  const color = HEX.test(setting.buttonColor) ? setting.buttonColor : WHATSAPP_GREEN;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('label')}
      title={t('title')}
      data-testid="whatsapp-button"
      className="fixed right-4 z-40 flex size-14 items-center justify-center rounded-full shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none print:hidden"
      style={{ backgroundColor: color, color: readableTextColor(color), bottom: 'max(1rem, env(safe-area-inset-bottom))' }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
        <path d="M12 2.75a9.25 9.25 0 0 0-8 13.9L2.75 21.25l4.72-1.22A9.25 9.25 0 1 0 12 2.75Z" />
        <path
          fill="currentColor"
          stroke="none"
          d="M8.6 7.2c.25-.02.5 0 .66.33l.77 1.77c.1.24.06.5-.1.7l-.55.66c-.1.13-.12.3-.04.45a6.8 6.8 0 0 0 3.5 3.06c.15.06.32.02.43-.1l.65-.78c.17-.2.45-.27.7-.17l1.78.75c.3.13.43.42.38.73-.16 1.05-1.08 1.83-2.16 1.75-3.7-.3-6.8-3.3-7.17-6.98-.1-1.06.6-2.07 1.15-2.17Z"
        />
      </svg>
    </a>
  );
}
