/**
 * @jest-environment node
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { isExecutable } from '@/lib/settings/code-injection';
import { parseHeadMarkup, type HeadTag } from '@/lib/settings/seo-markup';
import { prng } from '@/tests/fixtures/prng';

// The classifier against a browser's parser. Head markup of many shapes (tricky attributes, references,
// markup leaving a style or noscript) is generated; for every piece the classifier lets `seo` alone
// save, the head as the public pages serve it (SeoHeadMarkup writes the parsed tags back, attribute
// values escaped, style and noscript content as written) is parsed by parse5, the HTML standard's
// parser, with scripting on and off, and must hold no script, no event handler, no srcdoc and no
// script URL anywhere.

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** A small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  const next = prng(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const some = (items: readonly string[], max: number) => Array.from({ length: Math.floor(next() * (max + 1)) }, () => pick(items)).join('');
  return { next, pick, some };
}

const valuePieces = [
  'https://www.example.com/a.css', '/x', 'java', 'script', 'JaVa', 'vb', ':', '&#58;', '&colon;', '&#106;', '&#x6A', '&#0000106;',
  '&Tab;', '&#9;', '\t', '\n', ' ', '\u0001', 'data:', 'text/html,', 'image/png;base64,AA', 'image/svg+xml,', 'alert(1)', 'url=',
  '0;', '&amp;', '&lt;script&gt;', 'x', 'Data: ', 'expression(', '-moz-binding', '\\', ';',
];
const attributeNames = ['name', 'content', 'rel', 'href', 'src', 'http-equiv', 'onload', 'ONerror', 'srcdoc', 'style', 'as', 'x-on', 'formaction', 'xlink:href'];
const contentPieces = [
  'a{color:red}', '</style', '</noscript', '/>', '>', ' ', '<', '<img src=x', ' onerror=alert(1)', '"onerror=alert(1)', '/onload=alert(1)',
  '<script>alert(1)</script>', '<svg>', '<a href="', 'javascript:alert(1)', 'java&#x09;script&colon;alert(1)', '">', '<iframe srcdoc="x">',
  '<link rel="stylesheet" href="/a.css">', '<meta http-equiv="refresh" content="0;url=', 'expression(alert(1))', '\\65 xpression(', '<!--', '-->',
  'x', '&#60;script&#62;', '<style>', '<noscript>', '<math><mtext><table><mglyph><style>', '</math>', 'data:text/html,x', '=', "'",
];

function randomHead(random: ReturnType<typeof generator>): string {
  const tags: string[] = [];
  const count = 1 + Math.floor(random.next() * 3);
  for (let i = 0; i < count; i++) {
    const tag = random.pick(['meta', 'link', 'style', 'noscript', 'meta', 'link']);
    const attributes = Array.from({ length: Math.floor(random.next() * 3) }, () => {
      const quote = random.pick(['"', "'"]);
      const value = random.some(valuePieces, 4).split(quote).join('');
      return ` ${random.pick(attributeNames)}=${quote}${value}${quote}`;
    }).join('');
    if (tag === 'meta' || tag === 'link') tags.push(`<${tag}${attributes}>`);
    else tags.push(`<${tag}${attributes}>${random.some(contentPieces, 6)}</${tag}>`);
  }
  return tags.join(random.pick(['', '\n', ' ']));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The head as the public pages write it: each parsed tag with its decoded attributes escaped, raw content as is. */
function served(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      const attributes = Object.entries(tag.attributes)
        .map(([name, value]) => (value === true ? ` ${name}=""` : ` ${name}="${escapeAttribute(value)}"`))
        .join('');
      return 'content' in tag ? `<${tag.tag}${attributes}>${tag.content}</${tag.tag}>` : `<${tag.tag}${attributes}>`;
    })
    .join('');
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
  if ('content' in node && node.content) yield* elements(node.content as unknown as Node);
}

/** A URL as the URL parser reads its scheme: C0 controls and spaces trimmed, tabs and newlines removed. */
function schemeOf(value: string): string {
  return value
    .replace(/^[\u0000-\u0020]+/, '')
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();
}

/** What a browser would run in the parsed document, as strings naming it (empty when nothing). */
function executableIn(document: Node): string[] {
  const found: string[] = [];
  for (const element of elements(document)) {
    if (element.tagName === 'script') found.push('script element');
    for (const { name, value } of element.attrs) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) found.push(`handler ${name}`);
      if (lower === 'srcdoc') found.push('srcdoc');
      // A meta's content is data to the browser, unless http-equiv makes it act (a refresh's url=…).
      if (element.tagName === 'meta' && lower === 'content') {
        const acts = element.attrs.some((a) => a.name === 'http-equiv');
        if (acts && /url\s*=\s*['"]?\s*(?:javascript|vbscript|data):/i.test(value.replace(/[\t\n\r]/g, ''))) found.push('refresh to a script URL');
        continue;
      }
      const url = schemeOf(value);
      if (/^(?:javascript|vbscript):/.test(url)) found.push(`script URL in ${name}`);
      // A data: URL's media type is read with the whitespace around it trimmed.
      const media = url.replace(/[\t\n\f\r ]+/g, '');
      if (media.startsWith('data:') && !/^data:image\/(?:png|gif|jpe?g|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)[;,]/.test(media)) found.push(`data URL in ${name}`);
    }
  }
  return found;
}

it('lets seo alone save nothing a browser would run', () => {
  const random = generator(20261127);
  let checked = 0;
  let refused = 0;
  for (let i = 0; i < 2500; i++) {
    const head = randomHead(random);
    const parsed = parseHeadMarkup(head);
    if (parsed.unsupported.length > 0) continue; // refused by the schema
    if (isExecutable({ head })) {
      refused++;
      continue;
    }
    checked++;
    const html = `<!doctype html><html><head>${served(parsed.tags)}</head><body></body></html>`;
    for (const scriptingEnabled of [true, false]) {
      expect({ head, scriptingEnabled, found: executableIn(parse(html, { scriptingEnabled })) }).toEqual({ head, scriptingEnabled, found: [] });
    }
  }
  // Both kinds were met often enough for the comparison to mean something.
  expect(checked).toBeGreaterThan(150);
  expect(refused).toBeGreaterThan(150);
});
