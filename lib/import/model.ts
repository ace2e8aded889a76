// What an import reads from a source file (issue 34 §1), the same for every source: the parsers
// (lib/import/wordpress.ts, lib/import/ghost.ts) turn a WXR or a Ghost export into a bundle, and the
// import job (lib/import/run.ts) writes a bundle into the site. Nothing here touches the database.

import type { ImportSource } from '@/db/schema/moving';

/** Something a person should know about the file: reported by the dry run and the real run. */
export type ImportWarning = {
  code:
    | 'shortcode' // a [shortcode] the editor cannot show, kept as text
    | 'media_missing' // an image neither fetched nor found in the zip, left at its old URL
    | 'duplicate_slug' // the slug is taken by another record: the item gets a suffixed one
    | 'sanitized' // the sanitizer will change the HTML (scripts, iframes, styles removed)
    | 'unsupported' // an item kind or format Vitrine does not take (comments, menus, custom post types)
    | 'page_as_article' // pages brought in as articles (when the site has no pages)
    | 'author_unmapped'; // an author without an email: imported without one
  /** The source item it is about ("post:1234", "tag:news"); absent for the whole file. */
  item?: string;
  /** Plain-language detail in English for the log and the report (the screen shows `code` translated). */
  detail: string;
};

export type ImportedAuthor = {
  /** The source's own id (WordPress login, Ghost user id). */
  sourceId: string;
  name: string;
  email: string | null;
  slug: string | null;
  bio: string | null;
};

export type ImportedTerm = {
  sourceId: string;
  kind: 'category' | 'tag';
  name: string;
  slug: string;
  description: string | null;
  /** The parent's sourceId (WordPress category parents); null at the top. */
  parent: string | null;
};

export type ImportedMedia = {
  /** Where the old site served it. */
  url: string;
  /** The path inside an uploads zip that may hold it ("2013/01/photo.jpg"), from the URL. */
  zipPath: string | null;
  alt: string | null;
};

export type ImportedPost = {
  sourceId: string;
  kind: 'post' | 'page';
  title: string;
  slug: string;
  /** Clean HTML (Gutenberg block comments unwrapped, shortcodes kept as text), before sanitizing. */
  html: string;
  excerpt: string | null;
  status: 'published' | 'draft' | 'scheduled';
  /** ISO 8601; null for a draft that never had a date. */
  publishedAt: string | null;
  updatedAt: string | null;
  authorSourceIds: string[];
  /** sourceIds of ImportedTerm. */
  termSourceIds: string[];
  featureImage: ImportedMedia | null;
  /** Images the body references (<img src>), to fetch or find in the zip and rewrite. */
  images: ImportedMedia[];
  seoTitle: string | null;
  seoDescription: string | null;
  /** The old addresses (paths) this item answered at: permalink, date form, ?p=ID, … */
  oldPaths: string[];
  locale: string | null;
};

export type ImportBundle = {
  source: ImportSource;
  /** Tells two sites of the same source apart (the WordPress base URL, the Ghost site URL); '' when unknown. */
  site: string;
  authors: ImportedAuthor[];
  terms: ImportedTerm[];
  posts: ImportedPost[];
  warnings: ImportWarning[];
};

/**
 * Why a file is refused as a whole (422, nothing written): the API answers with a message for `code`
 * in the caller's language; `message` is the English detail for the log.
 */
export class ImportFileError extends Error {
  constructor(
    readonly code: 'malformed' | 'entities' | 'too_large' | 'unsafe_zip' | 'wrong_format',
    message: string,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** A source's parser: the whole file in, a bundle out; throws ImportFileError for a file it refuses. */
export type ParseFile = (file: Buffer) => ImportBundle;

/** An image's bytes, found in the uploads zip or fetched from the old site. */
export type FoundMedia = { bytes: Buffer; fileName: string };

/** Where the import looks for images: the zip first, then the old site when fetching is allowed. */
export type MediaSource = { find(media: ImportedMedia): Promise<FoundMedia | null> };
