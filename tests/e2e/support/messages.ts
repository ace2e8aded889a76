import { readFileSync } from 'node:fs';
import path from 'node:path';

// Tests read the wording from the catalogues, so a change of wording does not break them.

type Catalogue = { [key: string]: string | Catalogue };

const cache = new Map<string, Catalogue>();

export function catalogue(locale: string): Catalogue {
  let messages = cache.get(locale);
  if (!messages) {
    const file = path.resolve(__dirname, '..', '..', '..', 'messages', `${locale}.json`);
    messages = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    cache.set(locale, messages);
  }
  return messages;
}

/** The raw ICU text of a key such as 'Errors.invalidCredentials'. */
export function message(locale: string, key: string): string {
  let node: string | Catalogue | undefined = catalogue(locale);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`messages/${locale}.json has no message ${key}`);
  return node;
}

/** The first key of a namespace whose name matches, e.g. keyIn('pt-BR', 'Errors', /tooMany/i). */
export function keyIn(locale: string, namespace: string, name: RegExp): string {
  const node = catalogue(locale)[namespace];
  const found = typeof node === 'object' ? Object.keys(node).find((k) => name.test(k) && typeof node[k] === 'string') : undefined;
  if (!found) throw new Error(`messages/${locale}.json has no ${namespace}.* key matching ${name}`);
  return `${namespace}.${found}`;
}

/** Every message, in any namespace, whose own key name matches (e.g. /^(logout|signOut)$/). */
export function messagesNamed(locale: string, name: RegExp): string[] {
  const found: string[] = [];
  const walk = (node: Catalogue) => {
    for (const [k, v] of Object.entries(node)) {
      if (typeof v === 'string') {
        if (name.test(k)) found.push(v);
      } else walk(v);
    }
  };
  walk(catalogue(locale));
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for the text that an ICU message renders to: literal parts must match exactly, each
 * {argument} (plural, select, number …) matches any text, and rich-text tags are dropped.
 */
export function icuPattern(text: string): string {
  let pattern = '';
  let literal = '';
  let depth = 0;
  const flush = () => {
    pattern += escape(literal.replace(/<\/?[A-Za-z][\w-]*>/g, '').replace(/''/g, "'"));
    literal = '';
  };
  for (const char of text) {
    if (char === '{') {
      if (depth === 0) flush();
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) pattern += '[\\s\\S]+?';
    } else if (depth === 0) literal += char;
  }
  flush();
  return pattern;
}

/** A RegExp for the rendered text of a catalogue message. */
export function messagePattern(locale: string, key: string): RegExp {
  return new RegExp(icuPattern(message(locale, key)));
}
