import { z } from 'zod';

/** Longest URL the editor's link and image dialogs accept (the article schema allows as much for the cover). */
export const EDITOR_URL_MAX = 2000;

/**
 * The address typed into the editor's link and image-URL dialogs: an absolute http(s) URL, trimmed.
 * Anything else (no scheme, javascript:, data:, mailto:, a bare word) is "Invalid URL" (spec §5).
 * The message is a catalogue key; the dialog translates it.
 */
export const editorUrlSchema = z
  .string()
  .trim()
  .max(EDITOR_URL_MAX, 'Validation.invalidUrl')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Validation.invalidUrl');
