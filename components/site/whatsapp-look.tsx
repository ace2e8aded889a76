import type { CSSProperties } from 'react';
import { readableTextColor } from '@/lib/format/color';

const HEX = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;
const WHATSAPP_GREEN = '#25d366';

/*
 * The look of the floating WhatsApp button, shared by the public button and the preview on the
 * settings screen so both show the same thing. No positioning here: each places it itself.
 */

export const whatsappButtonShape =
  'flex size-14 items-center justify-center rounded-full shadow-lg transition-transform motion-reduce:transition-none';

/** Background in the chosen colour (WhatsApp green when it is not a hex colour), icon in black or white for contrast. */
export function whatsappButtonColors(buttonColor: string): CSSProperties {
  const color = HEX.test(buttonColor) ? buttonColor : WHATSAPP_GREEN;
  return { backgroundColor: color, color: readableTextColor(color) };
}

export function WhatsappGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d="M12 2.75a9.25 9.25 0 0 0-8 13.9L2.75 21.25l4.72-1.22A9.25 9.25 0 1 0 12 2.75Z" />
      <path
        fill="currentColor"
        stroke="none"
        d="M8.6 7.2c.25-.02.5 0 .66.33l.77 1.77c.1.24.06.5-.1.7l-.55.66c-.1.13-.12.3-.04.45a6.8 6.8 0 0 0 3.5 3.06c.15.06.32.02.43-.1l.65-.78c.17-.2.45-.27.7-.17l1.78.75c.3.13.43.42.38.73-.16 1.05-1.08 1.83-2.16 1.75-3.7-.3-6.8-3.3-7.17-6.98-.1-1.06.6-2.07 1.15-2.17Z"
      />
    </svg>
  );
}
