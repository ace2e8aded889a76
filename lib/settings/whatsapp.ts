/** The digits of a phone number as wa.me wants them: country code first, no "+", spaces or dashes. */
export function whatsappDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * The click-to-chat link of the WhatsApp button: https://wa.me/<digits>?text=<message>. Null when
 * the phone has too few digits to be a number (the button is then not shown).
 */
export function whatsappHref(phone: string, message: string): string | null {
  const digits = whatsappDigits(phone);
  if (digits.length < 8) return null;
  const text = message.trim();
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
