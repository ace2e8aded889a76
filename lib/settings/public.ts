import 'server-only';
import { cached } from '@/lib/cache/cached';
import { cacheTags } from '@/lib/cache/tags';
import { logger } from '@/lib/logger';
import { defaultLayout, getLatestLayout, getLatestWhatsapp, listPublicSeo, type LayoutSetting, type PublicSeoEntry, type WhatsappSetting } from './queries';

/*
 * The settings every public page reads, cached under their tags (the commands expire them). A
 * failure to read never breaks a page (spec §4, §8): it logs a warning and the page renders with
 * the defaults — v1 and the seed's company data, no SEO markup, no WhatsApp button.
 */

const layoutRead = cached(getLatestLayout, 'settings:layout', { tags: [cacheTags.layout] });
const seoRead = cached(listPublicSeo, 'settings:seo', { tags: [cacheTags.seo] });
const whatsappRead = cached(getLatestWhatsapp, 'settings:whatsapp', { tags: [cacheTags.whatsapp] });

async function orDefault<T>(read: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await read();
  } catch (error) {
    logger.warn({ err: error, setting: what }, `could not read the ${what} setting; using the default`);
    return fallback;
  }
}

/** The layout in force; v1 and the default company data when it cannot be read. */
export function publicLayout(): Promise<LayoutSetting> {
  return orDefault(layoutRead, defaultLayout, 'layout');
}

/** The public SEO entries (head and body markup); none when they cannot be read. */
export function publicSeoEntries(): Promise<PublicSeoEntry[]> {
  return orDefault(seoRead, [], 'seo');
}

/** The WhatsApp button setting; null (no button) when there is none or it cannot be read. */
export function publicWhatsapp(): Promise<WhatsappSetting | null> {
  return orDefault(whatsappRead, null, 'whatsapp');
}
