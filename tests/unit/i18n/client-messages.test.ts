import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pickMessages, signInClientNamespaces } from '@/lib/i18n/client-messages';

// Public pages send no catalogue to the browser and load no next-intl client runtime (issue 17):
// their client islands get their words as props from the server. The sign-in screens send only
// signInClientNamespaces; /admin sends everything. The playground page sends its own namespace itself.
const root = path.resolve(__dirname, '..', '..', '..');
const adminParts = [path.join('components', 'admin'), path.join('app', '[locale]', '(staff)', 'admin')];
const signInParts = [path.join('components', 'auth'), path.join('app', '[locale]', '(staff)')];
const playground = path.join('app', '[locale]', '(site)', 'playground');

function clientFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return clientFiles(full);
    return /\.tsx?$/.test(name) && readFileSync(full, 'utf8').startsWith("'use client'") ? [full] : [];
  });
}

const files = [...clientFiles(path.join(root, 'components')), ...clientFiles(path.join(root, 'app'))]
  .map((f) => path.relative(root, f))
  .filter((f) => !adminParts.some((part) => f.startsWith(part)));
const signInFiles = files.filter((f) => signInParts.some((part) => f.startsWith(part)));
const publicFiles = files.filter((f) => !signInFiles.includes(f) && !f.startsWith(playground));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [path.relative(root, full)] : [];
  });
}
const publicServerFiles = [
  ...['site', 'blog', 'home', 'ui'].flatMap((dir) => sourceFiles(path.join(root, 'components', dir))),
  ...sourceFiles(path.join(root, 'app', '[locale]', '(site)')),
].filter((f) => f !== path.join('components', 'site', 'public-link.tsx'));

describe('next-intl in the browser outside /admin', () => {
  it.each(publicFiles)('%s (public pages) imports neither next-intl nor its navigation', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    expect(source).not.toMatch(/from 'next-intl'|from '@\/i18n\/navigation'|from 'use-intl'/);
  });

  it.each(signInFiles)('%s reads only namespaces the sign-in screens send', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, namespace] of source.matchAll(/useTranslations\('([^'.]+)/g)) expect(signInClientNamespaces).toContain(namespace);
  });

  // next-intl's Link and navigation functions, even in a server component, bring its client Link
  // (and the client runtime) into the page: the public site's server components use i18n/link.tsx
  // and lib/i18n/paths.ts instead. public-link.tsx is for staff screens only.
  it.each(publicServerFiles)('%s (public pages) does not use next-intl navigation', (file) => {
    expect(readFileSync(path.join(root, file), 'utf8')).not.toMatch(/from '@\/i18n\/navigation'/);
  });

  it('finds the public islands (this test reads what it should)', () => {
    expect(publicFiles).toContain(path.join('components', 'site', 'language-select.tsx'));
    expect(publicFiles).toContain(path.join('components', 'site', 'contact-form-island.tsx'));
  });

  it('picks only the named namespaces', () => {
    expect(pickMessages({ Site: { a: 'x' }, Admin: { b: 'y' } }, ['Site', 'Missing'])).toEqual({ Site: { a: 'x' } });
  });
});
