// The Ghost reader (issue 34 §1): a Ghost 4–6 JSON export (Settings › Labs › Export, `db[0].data`, or
// the bare `data` form the Ghost importer also takes) into an import bundle.

import { imagesOf, resolveImages, zipPathOf } from './html-images';
import { lexicalToHtml, mobiledocToHtml, type Rendered } from './ghost-render';
import { MAX_IMPORT_FILE_BYTES } from './limits';
import {
  ImportFileError,
  type ImportBundle,
  type ImportedAuthor,
  type ImportedMedia,
  type ImportedPost,
  type ImportedTerm,
  type ImportWarning,
  type ParseFile,
} from './model';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : []);
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const orNull = (value: unknown): string | null => str(value).trim() || null;

// Ghost writes its own address as __GHOST_URL__ in exports, so that a site can move: put back as the
// old site's URL (or left root-relative when it is not known, which the uploads zip still matches).
const GHOST_URL = /__GHOST_URL__/g;

/** Ghost dates: ISO strings (Ghost 1+) or epoch milliseconds (older exports); null when absent. */
function isoDate(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(typeof value === 'number' ? value : str(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const STATUSES: Record<string, ImportedPost['status']> = {
  published: 'published',
  scheduled: 'scheduled',
  draft: 'draft',
  // An email-only newsletter was never on the site: kept, but not published.
  sent: 'draft',
};

function exportData(file: Buffer): Row {
  if (file.length > MAX_IMPORT_FILE_BYTES) {
    throw new ImportFileError('too_large', `The file is ${file.length} bytes; the limit is ${MAX_IMPORT_FILE_BYTES}.`);
  }
  // An XML file (a WordPress export picked by mistake) is the wrong kind of file, not broken JSON.
  if (/^\s*</.test(file.subarray(0, 64).toString('utf8').replace(/^\ufeff/, ''))) {
    throw new ImportFileError('wrong_format', 'The file is XML, not a Ghost export.');
  }
  let document: unknown;
  try {
    document = JSON.parse(new TextDecoder('utf-8').decode(file));
  } catch (error) {
    throw new ImportFileError('malformed', `The file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const first = isRow(document) && Array.isArray(document.db) ? document.db[0] : document;
  const data = isRow(first) ? first.data : null;
  if (!isRow(data) || !Array.isArray(data.posts)) throw new ImportFileError('wrong_format', 'The file is JSON but not a Ghost export (no db[0].data.posts).');
  return data;
}

function bodyOf(post: Row, item: string, warnings: ImportWarning[]): string {
  const html = str(post.html);
  if (html.trim() !== '') return html;
  let rendered: Rendered = { html: '', unknown: [] };
  try {
    if (str(post.lexical)) rendered = lexicalToHtml(str(post.lexical));
    else if (str(post.mobiledoc)) rendered = mobiledocToHtml(str(post.mobiledoc));
  } catch {
    warnings.push({ code: 'unsupported', item, detail: 'The editor document (lexical or mobiledoc) could not be read; the body is empty.' });
  }
  if (rendered.unknown.length > 0) {
    warnings.push({ code: 'unsupported', item, detail: `Cards Vitrine cannot show, left out or kept as text: ${rendered.unknown.join(', ')}` });
  }
  return rendered.html;
}

/**
 * Reads a Ghost export. `siteUrl` is the old site's address when the person importing gives it (Ghost's
 * export does not hold it): it replaces __GHOST_URL__ so images can be fetched.
 */
export function parseGhostExport(file: Buffer, siteUrl = ''): ImportBundle {
  const data = exportData(file);
  const site = siteUrl.replace(/\/+$/, '');
  const warnings: ImportWarning[] = [];
  const withSite = (value: string) => value.replace(GHOST_URL, site);

  const settings = new Map(rows(data.settings).map((row) => [str(row.key), row.value]));
  const locale = orNull(settings.get('locale'));

  const authors: ImportedAuthor[] = rows(data.users).map((user) => ({
    sourceId: str(user.id),
    name: str(user.name).trim() || str(user.slug) || str(user.id),
    email: orNull(user.email)?.toLowerCase() ?? null,
    slug: orNull(user.slug),
    bio: orNull(user.bio),
  }));

  // Internal tags (#name, visibility "internal") drive Ghost's themes and mean nothing on a Vitrine site.
  const terms: ImportedTerm[] = rows(data.tags)
    .filter((tag) => str(tag.visibility) !== 'internal' && !str(tag.name).startsWith('#'))
    .map((tag) => ({
      sourceId: `tag:${str(tag.id)}`,
      kind: 'tag' as const,
      name: str(tag.name).trim() || str(tag.slug),
      slug: str(tag.slug),
      description: orNull(tag.description),
      parent: null,
    }));
  const termIds = new Set(terms.map((term) => term.sourceId));

  const byPost = <T>(links: Row[], make: (row: Row) => T) => {
    const map = new Map<string, { order: number; value: T }[]>();
    links.forEach((row, index) => {
      const postId = str(row.post_id);
      const order = typeof row.sort_order === 'number' ? row.sort_order : index;
      map.set(postId, [...(map.get(postId) ?? []), { order, value: make(row) }]);
    });
    const sorted = new Map<string, T[]>();
    for (const [postId, values] of map) sorted.set(postId, values.sort((a, b) => a.order - b.order).map((v) => v.value));
    return sorted;
  };
  const tagsOf = byPost(rows(data.posts_tags), (row) => `tag:${str(row.tag_id)}`);
  const authorsOf = byPost(rows(data.posts_authors), (row) => str(row.author_id));
  const metaOf = new Map(rows(data.posts_meta).map((row) => [str(row.post_id), row]));
  const authorIds = new Set(authors.map((author) => author.sourceId));

  const posts: ImportedPost[] = [];
  let skipped = 0;
  for (const post of rows(data.posts)) {
    const id = str(post.id);
    const type = str(post.type) || (post.page === true || post.page === 1 ? 'page' : 'post');
    const status = STATUSES[str(post.status)];
    if ((type !== 'post' && type !== 'page') || !status) {
      skipped += 1;
      continue;
    }
    const kind = type;
    const item = `${kind}:${id}`;
    // Members-only and paid posts were not public on Ghost: they are not made public by moving either.
    const restricted = !['', 'public'].includes(str(post.visibility)) && status !== 'draft';
    if (restricted) warnings.push({ code: 'unsupported', item, detail: `Visible to ${str(post.visibility)} only on Ghost: imported as a draft.` });
    const meta = metaOf.get(id) ?? {};
    const html = resolveImages(withSite(bodyOf(post, item, warnings)), site);
    const featureUrl = withSite(str(post.feature_image));
    const featureImage: ImportedMedia | null = featureUrl ? { url: featureUrl, zipPath: zipPathOf(featureUrl), alt: orNull(meta.feature_image_alt) } : null;
    const slug = str(post.slug);
    const publishedAt = isoDate(post.published_at);
    posts.push({
      sourceId: id,
      kind,
      title: str(post.title),
      slug,
      html,
      excerpt: orNull(post.custom_excerpt),
      status: restricted ? 'draft' : status,
      publishedAt,
      updatedAt: isoDate(post.updated_at),
      authorSourceIds: (authorsOf.get(id) ?? (post.author_id ? [str(post.author_id)] : [])).filter((a) => authorIds.has(a)),
      termSourceIds: (tagsOf.get(id) ?? []).filter((t) => termIds.has(t)),
      featureImage,
      images: imagesOf(html, site),
      // Ghost 4 moved SEO fields to posts_meta; older exports keep them on the post.
      seoTitle: orNull(meta.meta_title) ?? orNull(post.meta_title),
      seoDescription: orNull(meta.meta_description) ?? orNull(post.meta_description),
      oldPaths: status === 'draft' || !slug ? [] : [`/${encodeURI(slug)}/`],
      locale,
    });
  }
  if (skipped > 0) warnings.push({ code: 'unsupported', detail: `${skipped} item(s) of another type or status not imported.` });
  return { source: 'ghost', site, authors, terms, posts, warnings };
}

export const parseGhost: ParseFile = (file) => parseGhostExport(file);
