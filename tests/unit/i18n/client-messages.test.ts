import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pickMessages, publicClientNamespaces } from '@/lib/i18n/client-messages';

// Outside /admin only publicClientNamespaces reach the browser: a client component there that reads
// another namespace would show raw keys. The playground page sends its own namespace itself.
const root = path.resolve(__dirname, '..', '..', '..');
const adminParts = [path.join('components', 'admin'), path.join('app', '[locale]', 'admin')];
const ownProviders: Record<string, string[]> = { [path.join('app', '[locale]', '(site)', 'playground')]: ['Playground'] };

function clientFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return clientFiles(full);
    return /\.tsx?$/.test(name) && readFileSync(full, 'utf8').startsWith("'use client'") ? [full] : [];
  });
}

describe('messages sent to the browser outside /admin', () => {
  const files = [...clientFiles(path.join(root, 'components')), ...clientFiles(path.join(root, 'app'))]
    .map((f) => path.relative(root, f))
    .filter((f) => !adminParts.some((part) => f.startsWith(part)));

  it.each(files)('%s reads only namespaces the page sends', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const extra = Object.entries(ownProviders).flatMap(([dir, namespaces]) => (file.startsWith(dir) ? namespaces : []));
    const allowed = new Set<string>([...publicClientNamespaces, ...extra]);
    for (const [, namespace] of source.matchAll(/useTranslations\('([^'.]+)/g)) expect(allowed).toContain(namespace);
  });

  it('picks only the named namespaces', () => {
    expect(pickMessages({ Site: { a: 'x' }, Admin: { b: 'y' } }, ['Site', 'Missing'])).toEqual({ Site: { a: 'x' } });
  });
});
