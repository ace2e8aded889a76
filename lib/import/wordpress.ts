// The WordPress reader (issue 34 §1): a WXR file (Tools › Export, WXR 1.1/1.2) into an import bundle.
// The XML is read as a stream of events (saxes) and never held as a tree, so a 5,000-post export costs
// the bundle's size and little more. A DOCTYPE that declares entities is refused before any entity
// could be used (XXE, "billion laughs"); saxes itself never expands a declared entity nor fetches a DTD.

import { SaxesParser, type SaxesTagNS } from 'saxes';
import { absoluteUrl, decodeAttribute, imagesOf, resolveImages, zipPathOf } from './html-images';
import { MAX_IMPORT_FILE_BYTES } from './limits';
import {
  ImportFileError,
  type ImportedAuthor,
  type ImportedMedia,
  type ImportedPost,
  type ImportedTerm,
  type ImportWarning,
  type ParseFile,
} from './model';
import { dynamicBlocksIn, shortcodesIn, wordpressHtml } from './wp-content';

const CHUNK = 1024 * 1024;

// Namespaces by URI, so an export that binds other prefixes still reads; WXR 1.0 to 1.2 share the shape.
function prefixOf(uri: string): string {
  if (/^https?:\/\/wordpress\.org\/export\/\d+\.\d+\/$/.test(uri)) return 'wp';
  if (/^https?:\/\/wordpress\.org\/export\/\d+\.\d+\/excerpt\/$/.test(uri)) return 'excerpt';
  if (uri === 'http://purl.org/rss/1.0/modules/content/') return 'content';
  if (uri === 'http://purl.org/dc/elements/1.1/') return 'dc';
  return uri === '' ? '' : 'other';
}

type RawItem = {
  fields: Map<string, string>;
  meta: Map<string, string>;
  categories: { domain: string; nicename: string; name: string }[];
  comments: number;
};

type RawRecord = Map<string, string>;

function text(fields: Map<string, string>, key: string): string {
  return (fields.get(key) ?? '').trim();
}

// WordPress stores term and author names HTML-escaped ("News &amp; notices"); the bundle holds plain text.
function plain(fields: Map<string, string>, key: string): string {
  return decodeAttribute(text(fields, key)).trim();
}

function orNull(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** "2013-01-11 20:22:19" (UTC) → ISO 8601; null for WordPress's "0000-00-00 00:00:00" and anything unreadable. */
function isoDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match || match[1] === '0000') return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

const STATUSES: Record<string, ImportedPost['status']> = {
  publish: 'published',
  future: 'scheduled',
  draft: 'draft',
  pending: 'draft',
  private: 'draft',
};

// Yoast writes %%title%%, Rank Math %title%: the title itself is kept, the other variables (site
// name, separator, …) mean nothing outside WordPress and are dropped.
function seoText(value: string | undefined, title: string): string | null {
  const raw = orNull(value);
  if (!raw) return null;
  const filled = raw
    .replace(/%%title%%|%title%/g, title)
    .replace(/%%[a-z_]+%%|%[a-z_]+%/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—|·•:]+|[\s\-–—|·•:]+$/g, '')
    .trim();
  return filled || null;
}

function pathOf(link: string, base: string): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, base || 'http://x.invalid');
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

class WxrReader {
  readonly authors = new Map<string, ImportedAuthor>();
  readonly terms = new Map<string, ImportedTerm>();
  readonly items: RawItem[] = [];
  readonly channel = new Map<string, string>();
  private readonly categoryParents = new Map<string, string>();
  sawWordpress = false;
  sawRoot = false;

  private path: string[] = [];
  private text = '';
  private item: RawItem | null = null;
  private record: RawRecord | null = null;
  private metaKey = '';
  private metaValue = '';

  open(tag: SaxesTagNS): void {
    const name = `${prefixOf(tag.uri)}:${tag.local}`;
    if (!this.sawRoot) {
      this.sawRoot = true;
      if (name !== ':rss') throw new ImportFileError('wrong_format', `The file's root element is <${tag.name}>, not a WXR <rss>.`);
    }
    if (name.startsWith('wp:')) this.sawWordpress = true;
    this.path.push(name);
    this.text = '';
    const depth = this.path.length;
    if (depth === 3 && name === ':item') this.item = { fields: new Map(), meta: new Map(), categories: [], comments: 0 };
    else if (depth === 3 && (name === 'wp:author' || name === 'wp:category' || name === 'wp:tag')) this.record = new Map();
    else if (this.item && depth === 4 && name === ':category') {
      const attribute = (local: string) => Object.values(tag.attributes).find((a) => a.local === local && a.uri === '')?.value ?? '';
      this.item.categories.push({ domain: attribute('domain'), nicename: attribute('nicename'), name: '' });
    } else if (this.item && depth === 4 && name === 'wp:postmeta') {
      this.metaKey = '';
      this.metaValue = '';
    } else if (this.item && depth === 4 && name === 'wp:comment') this.item.comments += 1;
  }

  characters(chunk: string): void {
    this.text += chunk;
  }

  close(): void {
    const name = this.path.at(-1) ?? '';
    const depth = this.path.length;
    const value = this.text;
    this.text = '';
    if (depth === 3 && name === ':item' && this.item) {
      this.items.push(this.item);
      this.item = null;
    } else if (depth === 3 && this.record) {
      this.closeRecord(name, this.record);
      this.record = null;
    } else if (depth === 3) {
      this.channel.set(name, value.trim());
    } else if (depth === 4 && this.record) {
      this.record.set(name, value);
    } else if (depth === 4 && this.item) {
      if (name === ':category') {
        const category = this.item.categories.at(-1);
        if (category) category.name = decodeAttribute(value).trim();
      } else if (name === 'wp:postmeta') {
        if (this.metaKey) this.item.meta.set(this.metaKey, this.metaValue);
      } else if (name !== 'wp:comment') this.item.fields.set(name, value);
    } else if (depth === 5 && this.item && this.path[3] === 'wp:postmeta') {
      if (name === 'wp:meta_key') this.metaKey = value.trim();
      else if (name === 'wp:meta_value') this.metaValue = value;
    }
    this.path.pop();
  }

  private closeRecord(name: string, record: RawRecord): void {
    if (name === 'wp:author') {
      const login = text(record, 'wp:author_login');
      if (!login) return;
      const display = plain(record, 'wp:author_display_name');
      const full = `${plain(record, 'wp:author_first_name')} ${plain(record, 'wp:author_last_name')}`.trim();
      this.authors.set(login, {
        sourceId: login,
        name: display || full || login,
        email: orNull(record.get('wp:author_email'))?.toLowerCase() ?? null,
        slug: slugify(login) || null,
        bio: null,
      });
    } else if (name === 'wp:category') {
      const slug = decodeSlug(text(record, 'wp:category_nicename'));
      if (!slug) return;
      const parent = decodeSlug(text(record, 'wp:category_parent'));
      if (parent) this.categoryParents.set(slug, parent);
      this.addTerm('category', slug, plain(record, 'wp:cat_name') || slug, orNull(plain(record, 'wp:category_description')));
    } else if (name === 'wp:tag') {
      const slug = decodeSlug(text(record, 'wp:tag_slug'));
      if (!slug) return;
      this.addTerm('tag', slug, plain(record, 'wp:tag_name') || slug, orNull(plain(record, 'wp:tag_description')));
    }
  }

  addTerm(kind: ImportedTerm['kind'], slug: string, name: string, description: string | null): string {
    const sourceId = `${kind}:${slug}`;
    if (!this.terms.has(sourceId)) this.terms.set(sourceId, { sourceId, kind, name, slug, description, parent: null });
    return sourceId;
  }

  /** Category parents are named by slug and may come before their parent: linked once all are read. */
  linkParents(): void {
    for (const [slug, parentSlug] of this.categoryParents) {
      const term = this.terms.get(`category:${slug}`);
      if (term && this.terms.has(`category:${parentSlug}`)) term.parent = `category:${parentSlug}`;
    }
  }
}

function read(file: Buffer): WxrReader {
  const reader = new WxrReader();
  const parser = new SaxesParser({ xmlns: true, position: false });
  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) throw new ImportFileError('entities', 'The file declares XML entities (a DOCTYPE with <!ENTITY>), which an export never does.');
  });
  parser.on('error', (error) => {
    throw new ImportFileError('malformed', `The file is not well-formed XML: ${error.message}`);
  });
  parser.on('opentag', (tag) => reader.open(tag));
  parser.on('closetag', () => reader.close());
  parser.on('text', (chunk) => reader.characters(chunk));
  parser.on('cdata', (chunk) => reader.characters(chunk));
  const decoder = new TextDecoder('utf-8');
  // Posts pasted from word processors carry control characters XML forbids, even in CDATA; WordPress
  // exports them as they are. Dropping them keeps such a file readable.
  const clean = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  for (let start = 0; start < file.length; start += CHUNK) {
    parser.write(clean(decoder.decode(file.subarray(start, start + CHUNK), { stream: true })));
  }
  parser.write(clean(decoder.decode()));
  parser.close();
  if (!reader.sawRoot || !reader.sawWordpress) throw new ImportFileError('wrong_format', 'The file is XML but not a WordPress export (no WXR elements).');
  return reader;
}

type Attachment = { url: string; alt: string | null };

// WordPress serves smaller sizes of an upload as name-300x200.jpg: the alt text is the original's.
function withoutSizeSuffix(url: string): string {
  return url.replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1');
}

export const parseWordpress: ParseFile = (file) => {
  if (file.length > MAX_IMPORT_FILE_BYTES) {
    throw new ImportFileError('too_large', `The file is ${file.length} bytes; the limit is ${MAX_IMPORT_FILE_BYTES}.`);
  }
  // A JSON file (a Ghost export picked by mistake) is the wrong kind of file, not broken XML.
  if (/^\s*[{[]/.test(file.subarray(0, 64).toString('utf8').replace(/^\ufeff/, ''))) {
    throw new ImportFileError('wrong_format', 'The file is JSON, not a WordPress export.');
  }
  const reader = read(file);
  reader.linkParents();
  const site = (reader.channel.get('wp:base_blog_url') || reader.channel.get(':link') || reader.channel.get('wp:base_site_url') || '').replace(/\/+$/, '');
  const basePath = pathOf(site, site)?.replace(/\/+$/, '') ?? '';
  const language = orNull(reader.channel.get(':language'));
  const warnings: ImportWarning[] = [];

  const attachments = new Map<string, Attachment>();
  const altByKey = new Map<string, string>();
  for (const item of reader.items) {
    if (text(item.fields, 'wp:post_type') !== 'attachment') continue;
    const url = absoluteUrl(text(item.fields, 'wp:attachment_url') || text(item.fields, ':guid'), site);
    if (!url) continue;
    const alt = orNull(item.meta.get('_wp_attachment_image_alt'));
    attachments.set(text(item.fields, 'wp:post_id'), { url, alt });
    // Known by its path in the uploads too: bodies may use http for an https upload, or a CDN host.
    for (const key of [url, zipPathOf(url)]) if (alt && key && !altByKey.has(key)) altByKey.set(key, alt);
  }
  const altFor = (url: string) => {
    const zipPath = zipPathOf(url);
    const keys = [url, withoutSizeSuffix(url), zipPath, zipPath && withoutSizeSuffix(zipPath)];
    return keys.map((key) => (key ? altByKey.get(key) : undefined)).find(Boolean) ?? null;
  };

  const unsupported = new Map<string, number>();
  let comments = 0;
  const posts: ImportedPost[] = [];
  for (const item of reader.items) {
    const type = text(item.fields, 'wp:post_type');
    if (type === 'attachment') continue;
    const id = text(item.fields, 'wp:post_id');
    const wpStatus = text(item.fields, 'wp:status');
    const status = STATUSES[wpStatus];
    if ((type !== 'post' && type !== 'page') || !status) {
      const what = type !== 'post' && type !== 'page' ? `type ${type || '(none)'}` : `status ${wpStatus || '(none)'}`;
      unsupported.set(what, (unsupported.get(what) ?? 0) + 1);
      continue;
    }
    comments += item.comments;
    const kind = type;
    // A password-protected post was not public: it is not made public by moving either.
    const protectedPost = text(item.fields, 'wp:post_password') !== '' && status !== 'draft';
    if (protectedPost) warnings.push({ code: 'unsupported', item: `${kind}:${id}`, detail: 'Password-protected on WordPress: imported as a draft.' });
    // Titles are plain text in Vitrine; WordPress lets them hold markup and character references.
    const title = decodeAttribute(text(item.fields, ':title').replace(/<[^>]*>/g, '')).trim();
    const slug = decodeSlug(text(item.fields, 'wp:post_name')) || slugify(title) || `${kind}-${id}`;
    const body = item.fields.get('content:encoded') ?? '';
    // The raw body is not needed once converted: a large export is not held twice.
    item.fields.delete('content:encoded');
    const html = resolveImages(wordpressHtml(body), site, altFor);
    const dynamicBlocks = dynamicBlocksIn(body);
    if (dynamicBlocks.length > 0) {
      warnings.push({ code: 'unsupported', item: `${kind}:${id}`, detail: `Blocks WordPress draws itself, left out: ${dynamicBlocks.join(', ')}` });
    }
    const shortcodes = shortcodesIn(html);
    if (shortcodes.length > 0) {
      warnings.push({ code: 'shortcode', item: `${kind}:${id}`, detail: `Shortcodes kept as text: ${shortcodes.map((s) => `[${s}]`).join(', ')}` });
    }

    const termSourceIds: string[] = [];
    for (const category of item.categories) {
      const termKind = category.domain === 'category' ? 'category' : category.domain === 'post_tag' ? 'tag' : null;
      if (!termKind) continue;
      const termSlug = decodeSlug(category.nicename) || slugify(category.name);
      if (!termSlug) continue;
      const sourceId = reader.addTerm(termKind, termSlug, category.name || termSlug, null);
      if (!termSourceIds.includes(sourceId)) termSourceIds.push(sourceId);
    }

    const authorSourceIds: string[] = [];
    const creator = text(item.fields, 'dc:creator');
    if (creator) {
      if (!reader.authors.has(creator)) reader.authors.set(creator, { sourceId: creator, name: creator, email: null, slug: slugify(creator) || null, bio: null });
      authorSourceIds.push(creator);
    }

    const thumbnail = attachments.get((item.meta.get('_thumbnail_id') ?? '').trim());
    const featureImage: ImportedMedia | null = thumbnail ? { url: thumbnail.url, zipPath: zipPathOf(thumbnail.url), alt: thumbnail.alt } : null;

    const localDate = text(item.fields, 'wp:post_date');
    const publishedAt = isoDate(text(item.fields, 'wp:post_date_gmt')) ?? isoDate(localDate);
    const updatedAt = isoDate(text(item.fields, 'wp:post_modified_gmt')) ?? isoDate(text(item.fields, 'wp:post_modified'));

    const oldPaths: string[] = [];
    const addPath = (raw: string | null) => {
      // One spelling of each address: percent escapes in capitals, as browsers send them.
      const path = raw?.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
      if (path && !oldPaths.includes(path)) oldPaths.push(path);
    };
    addPath(pathOf(text(item.fields, ':link'), site));
    // Permalinks use the site's local date, not the GMT one.
    const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(localDate);
    if (kind === 'post' && day && day[1] !== '0000' && status !== 'draft') addPath(`${basePath}/${day[1]}/${day[2]}/${day[3]}/${encodeURI(slug)}/`);
    if (id) addPath(`${basePath}/?p=${id}`);
    if (id && kind === 'page') addPath(`${basePath}/?page_id=${id}`);

    posts.push({
      sourceId: id,
      kind,
      title,
      slug,
      html,
      // Excerpts are plain text in Vitrine; WordPress lets them hold markup.
      excerpt: orNull(decodeAttribute((item.fields.get('excerpt:encoded') ?? '').replace(/<[^>]*>/g, ''))),
      status: protectedPost ? 'draft' : status,
      publishedAt,
      updatedAt,
      authorSourceIds,
      termSourceIds,
      featureImage,
      images: imagesOf(html, site, altFor),
      seoTitle: seoText(item.meta.get('_yoast_wpseo_title') ?? item.meta.get('rank_math_title'), title),
      seoDescription: seoText(item.meta.get('_yoast_wpseo_metadesc') ?? item.meta.get('rank_math_description'), title),
      oldPaths,
      locale: language,
    });
  }

  for (const [what, count] of unsupported) {
    warnings.push({ code: 'unsupported', detail: `${count} item(s) of ${what} not imported.` });
  }
  if (comments > 0) warnings.push({ code: 'unsupported', detail: `${comments} comment(s) not imported.` });
  // An author without an email is reported by the import job, which decides what becomes of it.
  return { source: 'wordpress', site, authors: [...reader.authors.values()], terms: [...reader.terms.values()], posts, warnings };
};
