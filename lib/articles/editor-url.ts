import { z } from 'zod';
import { emailPattern } from '@/lib/format/email';

/** Longest URL the editor's link and image dialogs accept (the article schema allows as much for the cover). */
export const EDITOR_URL_MAX = 2000;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The address typed into the editor's image-URL dialog: an absolute http(s) URL, trimmed. Anything
 * else (no scheme, javascript:, data:, mailto:, a bare word) is "Invalid URL" (spec §5). The message
 * is a catalogue key; the dialog translates it.
 */
export const editorUrlSchema = z.string().trim().max(EDITOR_URL_MAX, 'Validation.invalidUrl').refine(isWebUrl, 'Validation.invalidUrl');

/** The address of a mailto: link (before any ?subject=…), percent-decoded; null when it does not decode. */
function mailtoAddress(value: string): string | null {
  try {
    return decodeURIComponent(value.slice('mailto:'.length).split('?')[0]);
  } catch {
    return null;
  }
}

/**
 * The address typed into the editor's link dialog: an absolute http(s) URL, or an e-mail link.
 * `mailto:` needs one valid address (spec §5's e-mail format) and is otherwise "Invalid email address"
 * (§5, input dialogs); a bare valid address becomes its mailto: link. Every other scheme (javascript:,
 * data:, tel:, ftp: …) and anything without one is "Invalid URL".
 */
export const editorLinkSchema = z
  .string()
  .trim()
  .max(EDITOR_URL_MAX, 'Validation.invalidUrl')
  .transform((value, ctx) => {
    if (/^mailto:/i.test(value)) {
      const address = mailtoAddress(value);
      if (address === null || !emailPattern.test(address)) {
        ctx.addIssue({ code: 'custom', message: 'Validation.invalidEmailAddress' });
        return z.NEVER;
      }
      return `mailto:${value.slice('mailto:'.length)}`;
    }
    if (emailPattern.test(value)) return `mailto:${value}`;
    if (!isWebUrl(value)) {
      ctx.addIssue({ code: 'custom', message: 'Validation.invalidUrl' });
      return z.NEVER;
    }
    return value;
  });
