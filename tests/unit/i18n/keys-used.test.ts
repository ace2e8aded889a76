/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import ptBR from '@/messages/pt-BR.json';
import { dynamicKeyGroups, specOnlyKeys } from './dynamic-keys';

// Every message of the catalogues is read somewhere: a key nobody reads is translated five times
// for nothing. A key counts as read when the source holds it whole ('Errors.validation'), or when
// one file holds a namespace of it and the rest of its path (useTranslations('Leads') + t('columns.name')).
// Keys built at run time (t(`statuses.${status}`)) are not visible so: ./dynamic-keys.ts lists them.

const root = process.cwd();
const sourceRoots = ['app', 'components', 'lib', 'i18n', 'proxy.ts'];

type Catalogue = { [key: string]: string | Catalogue };

function flattenKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flattenKeys(value, path);
  });
}

function sourceFiles(path: string): string[] {
  const full = join(root, path);
  if (/\.tsx?$/.test(path)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(path, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(full, entry.name)] : [],
  );
}

/** The string literals of a file, and the fixed starts of its template literals (`statuses.${…}` → 'statuses.'). */
function literalsOf(file: string): { strings: Set<string>; templateHeads: Set<string> } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const strings = new Set<string>();
  const templateHeads = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.add(node.text);
    else if (ts.isTemplateExpression(node)) templateHeads.add(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { strings, templateHeads };
}

const files = sourceRoots.flatMap(sourceFiles).map((file) => ({ file: relative(root, file), ...literalsOf(file) }));
const everyString = new Set(files.flatMap((f) => [...f.strings]));
const keys = flattenKeys(ptBR as Catalogue);

/** The ways to split a key into a namespace and the rest of its path. */
function splits(key: string): { namespace: string; rest: string }[] {
  const parts = key.split('.');
  return parts.slice(1).map((_, i) => ({ namespace: parts.slice(0, i + 1).join('.'), rest: parts.slice(i + 1).join('.') }));
}

function readStatically(key: string): boolean {
  if (everyString.has(key)) return true;
  return files.some((f) => splits(key).some(({ namespace, rest }) => f.strings.has(namespace) && f.strings.has(rest)));
}

/**
 * Whether the source builds keys under this group ('Leads.statuses.') at run time: a template literal
 * starts with it (whole, or after a namespace the file holds), or a translator of the group itself
 * (useTranslations('Settings.tabs')) reads keys from values.
 */
function builtAtRunTime(group: string): boolean {
  if (everyString.has(group.slice(0, -1))) return true;
  return files.some((f) =>
    [...f.templateHeads].some((head) => {
      if (head === group) return true;
      // A template with no fixed start (`${name}`) says nothing about which group it builds.
      return head !== '' && splits(`${group}x`).some(({ namespace, rest }) => f.strings.has(namespace) && `${head}x` === rest);
    }),
  );
}

const dynamicGroup = (key: string) => Object.keys(dynamicKeyGroups).find((group) => key.startsWith(group));

describe('message catalogue keys', () => {
  it('are all read by the source (or listed as built at run time)', () => {
    const unread = keys.filter((key) => !readStatically(key) && !dynamicGroup(key) && !specOnlyKeys.includes(key));
    expect(unread).toEqual([]);
  });

  it('lists as built at run time only groups that exist and that the source builds', () => {
    for (const group of Object.keys(dynamicKeyGroups)) {
      expect({ group, holdsKeys: keys.some((key) => key.startsWith(group)) }).toEqual({ group, holdsKeys: true });
      expect({ group, builtAtRunTime: builtAtRunTime(group) }).toEqual({ group, builtAtRunTime: true });
    }
  });

  it('lists as kept for the spec only keys of the catalogue that nothing reads', () => {
    for (const key of specOnlyKeys) expect({ key, inCatalogue: keys.includes(key), read: readStatically(key) }).toEqual({ key, inCatalogue: true, read: false });
  });

  it('finds the keys of the source that way (this test reads what it should)', () => {
    expect(readStatically('Errors.validation')).toBe(true);
    expect(readStatically('AuditLog.columns.date')).toBe(true);
    expect(readStatically('Errors.noSuchKeyAnywhere')).toBe(false);
  });
});

describe('message keys written in lib/', () => {
  // Zod messages and AppError keys are plain strings to zod; the compiler checks AppError's, this checks the rest.
  const namespaces = new Set(Object.keys(ptBR));
  const known = new Set(keys);
  it('name messages of the catalogues', () => {
    const keyLike = /^([A-Z][A-Za-z]+)\.[A-Za-z0-9_.]+$/;
    const missing = files
      .filter((f) => f.file.startsWith('lib/'))
      .flatMap((f) => [...f.strings].filter((s) => keyLike.test(s) && namespaces.has(s.split('.')[0]) && !known.has(s)).map((s) => `${f.file}: ${s}`));
    expect(missing).toEqual([]);
  });
});
