import { expect, type Page } from '@playwright/test';
import { message } from './messages';

/**
 * Describes the article's cover as a writer does, so the alt text rule lets it publish: types its alt
 * text into the field under the cover (asked for in the article's language) and waits until the media
 * library saved it. `language` (the language's name in the label), when given, checks the label too.
 */
export async function describeCover(page: Page, text: string, language?: string): Promise<void> {
  const alt = language ? page.getByLabel(message('pt-BR', 'Media.cover.alt').replace('{language}', language)) : page.locator('#cover-image-alt');
  await expect(alt).toHaveAttribute('id', 'cover-image-alt');
  await alt.fill(text);
  await alt.blur();
  await expect(page.locator('#cover-image-alt-status')).toHaveText(message('pt-BR', 'Media.cover.saved'));
}
