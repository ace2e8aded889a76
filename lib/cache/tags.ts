/*
 * Cache tags of the public site. A public page caches its data under these tags (see cached.ts);
 * a command that changes the data expires them (see invalidate.ts), so the next request renders
 * fresh HTML. Keep the list small and coarse: a tag that is never expired is a stale page.
 */
export const cacheTags = {
  /** Every list of articles: home, blog sections, search, profiles, sitemap, feeds. */
  articles: 'articles',
  /** One article's page (and its OG image). */
  article: (id: number) => `article:${id}`,
  /** Category names, colours and status: chips, popular tags, per-category feeds. */
  categories: 'categories',
  /** Public author data: profile pages and author cards. */
  authors: 'authors',
  author: (id: number) => `author:${id}`,
  layout: 'settings:layout',
  seo: 'settings:seo',
  whatsapp: 'settings:whatsapp',
  /** The consent banner's texts, privacy page and version (lib/consent/settings.ts). */
  consent: 'settings:consent',
  /** The header menu and footer of every language (on every public page). */
  navigation: 'settings:navigation',
  faqs: 'faqs',
  /** Every page built from blocks (lib/pages), the home page and /rc-sistemI included, and the sitemap's page entries. */
  pages: 'pages',
  /**
   * An uploaded file's answers (GET /api/files/{unique_key} sends it as Cache-Tag): purged at a CDN
   * when the file is replaced (lib/media/commands.ts).
   */
  file: (uniqueKey: string) => `file:${uniqueKey}`,
} as const;
