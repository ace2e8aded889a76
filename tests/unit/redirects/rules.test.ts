/** @jest-environment node */
import { conflictOf, normaliseFrom, normaliseTarget, targetKey, type RedirectRule } from '@/lib/redirects/rules';
import { buildRedirectTable, matchRedirect } from '@/lib/redirects/table';
import { notFoundKind, referrerHost } from '@/lib/redirects/not-found-kind';

describe('from-paths', () => {
  it('drop host, query, fragment, repeated and trailing slashes, and case', () => {
    expect(normaliseFrom('https://old.example.com/2013/01/11/Markup-HTML-Tags/?utm_source=x#top')).toEqual({ fromPath: '/2013/01/11/markup-html-tags', isPrefix: false });
    expect(normaliseFrom('  //blog//Old-Post/ ')).toEqual({ fromPath: '/blog/old-post', isPrefix: false });
    expect(normaliseFrom('/caf%C3%A9')).toEqual({ fromPath: '/café', isPrefix: false });
  });

  it('keep WordPress post ids (?p=ID, and ?page_id=ID written the same)', () => {
    expect(normaliseFrom('/?p=12')).toEqual({ fromPath: '/?p=12', isPrefix: false });
    expect(normaliseFrom('http://old.example.com/?page_id=0042&foo=1')).toEqual({ fromPath: '/?p=42', isPrefix: false });
  });

  it('take a prefix with /*', () => {
    expect(normaliseFrom('/Old/*')).toEqual({ fromPath: '/old/*', isPrefix: true });
  });

  it('refuse what is no old address', () => {
    expect(normaliseFrom('old-post')).toEqual({ problem: 'fromInvalid' });
    expect(normaliseFrom('/')).toEqual({ problem: 'fromInvalid' });
    expect(normaliseFrom('/*')).toEqual({ problem: 'fromInvalid' });
    expect(normaliseFrom('/a/*?p=1')).toEqual({ problem: 'fromInvalid' });
    expect(normaliseFrom('/a\u0000b')).toEqual({ problem: 'fromInvalid' });
    expect(normaliseFrom(`/${'a'.repeat(1_000)}`)).toEqual({ problem: 'fromTooLong' });
  });

  it('refuse the staff and machine paths', () => {
    for (const path of ['/admin', '/en/admin/articles', '/api/redirect/redirect', '/_next/static/x.js', '/login', '/pt-BR/login/']) {
      expect(normaliseFrom(path)).toEqual({ problem: 'fromReserved' });
    }
    expect(normaliseFrom('/administration')).toEqual({ fromPath: '/administration', isPrefix: false });
  });
});

describe('targets', () => {
  it('are a site path or an absolute http(s) URL', () => {
    expect(normaliseTarget('/post/new/12?x=1', false)).toEqual({ toTarget: '/post/new/12?x=1' });
    expect(normaliseTarget('https://example.com/a b'.replace(' ', '%20'), false)).toEqual({ toTarget: 'https://example.com/a%20b' });
    for (const bad of ['', 'post/new', '//evil.example/x', 'javascript:alert(1)', 'ftp://example.com/', 'https://user:pw@example.com/', '/a b']) {
      expect(normaliseTarget(bad, false)).toHaveProperty('problem');
    }
  });

  it('take the rest of a prefix only from a prefix', () => {
    expect(normaliseTarget('/new/*', true)).toEqual({ toTarget: '/new/*' });
    expect(normaliseTarget('/new/*', false)).toEqual({ problem: 'targetWildcard' });
  });

  it('lead to a key on this site, or nowhere here', () => {
    expect(targetKey('/Post/X/?a=1')).toBe('/post/x');
    expect(targetKey('/?page_id=7')).toBe('/?p=7');
    expect(targetKey('https://other.example/x', 'https://site.example')).toBeNull();
    expect(targetKey('https://site.example/X/', 'https://site.example')).toBe('/x');
  });
});

describe('loops and chains', () => {
  const rule = (fromPath: string, toTarget: string, id = 1): RedirectRule => ({ id, fromPath, isPrefix: fromPath.endsWith('/*'), toTarget });

  it('refuse a redirect to itself, also through its own prefix or the site URL', () => {
    expect(conflictOf(rule('/a', '/A/'), [])).toBe('self');
    expect(conflictOf(rule('/old/*', '/old/new'), [])).toBe('self');
    expect(conflictOf(rule('/a', 'https://site.example/a'), [], 'https://site.example')).toBe('self');
    expect(conflictOf(rule('/a', 'https://elsewhere.example/a'), [], 'https://site.example')).toBeNull();
  });

  it('refuse A→B when B→A exists, also through prefixes', () => {
    expect(conflictOf(rule('/b', '/a'), [rule('/a', '/b')])).toBe('loop');
    expect(conflictOf(rule('/new/x', '/old/x'), [rule('/old/*', '/new/x')])).toBe('loop');
    expect(conflictOf(rule('/a/*', '/b/*'), [rule('/b/*', '/a/*')])).toBe('loop');
  });

  it('refuse a chain either way', () => {
    // The target is itself a source.
    expect(conflictOf(rule('/a', '/b'), [rule('/b', '/c')])).toBe('chain');
    expect(conflictOf(rule('/a', '/docs/x'), [rule('/docs/*', '/manual')])).toBe('chain');
    // The new source is someone's target.
    expect(conflictOf(rule('/b', '/c'), [rule('/a', '/b')])).toBe('chain');
    expect(conflictOf(rule('/blog/*', '/news'), [rule('/a', '/blog/post')])).toBe('chain');
    // Into the region a `/*` target hands addresses to, and from it.
    expect(conflictOf(rule('/new/thing', '/elsewhere'), [rule('/old/*', '/new/*')])).toBe('chain');
    expect(conflictOf(rule('/old/*', '/new/*'), [rule('/new/thing', '/elsewhere')])).toBe('chain');
    expect(conflictOf(rule('/old/*', '/old/sub/*'), [])).toBe('self');
  });

  it('let unrelated redirects be', () => {
    expect(conflictOf(rule('/a', '/b'), [rule('/c', '/d'), rule('/old/*', '/new/*')])).toBeNull();
  });
});

describe('the served table', () => {
  const table = buildRedirectTable([
    { id: 1, fromPath: '/2013/01/11/markup', isPrefix: false, toTarget: '/post/markup/7', statusCode: 301 },
    { id: 2, fromPath: '/?p=12', isPrefix: false, toTarget: '/post/twelve/12', statusCode: 301 },
    { id: 3, fromPath: '/old/*', isPrefix: true, toTarget: '/new/*', statusCode: 302 },
    { id: 4, fromPath: '/old/keep/*', isPrefix: true, toTarget: 'https://example.com/kept', statusCode: 301 },
    { id: 5, fromPath: '/café', isPrefix: false, toTarget: '/cafés', statusCode: 301 },
  ]);

  it('matches exact paths however they are written', () => {
    expect(matchRedirect(table, '/2013/01/11/Markup/')).toEqual({ id: 1, statusCode: 301, location: '/post/markup/7' });
    expect(matchRedirect(table, '/caf%C3%A9')).toEqual({ id: 5, statusCode: 301, location: '/caf%C3%A9s' });
    expect(matchRedirect(table, '/2013/01/11')).toBeNull();
  });

  it('matches ?p=ID on its own', () => {
    expect(matchRedirect(table, '/', '?p=12')?.location).toBe('/post/twelve/12');
    expect(matchRedirect(table, '/', '?page_id=12')?.location).toBe('/post/twelve/12');
    expect(matchRedirect(table, '/', '?p=13')).toBeNull();
  });

  it('matches the longest prefix and hands on the rest', () => {
    expect(matchRedirect(table, '/old/a/b')).toEqual({ id: 3, statusCode: 302, location: '/new/a/b' });
    expect(matchRedirect(table, '/old')).toEqual({ id: 3, statusCode: 302, location: '/new' });
    expect(matchRedirect(table, '/old/keep/x')?.location).toBe('https://example.com/kept');
    expect(matchRedirect(table, '/older')).toBeNull();
  });
});

describe('the 404 report', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

  it('sets probes and bots apart from the pages people follow', () => {
    expect(notFoundKind('/old-post', chrome)).toBe('page');
    expect(notFoundKind('/foo.html', chrome)).toBe('page');
    for (const probe of ['/wp-login.php', '/xmlrpc.php', '/.env', '/wp-admin/setup.php', '/.git/config', '/shell.php', '/blog/wp-admin']) {
      expect(notFoundKind(probe, chrome)).toBe('probe');
    }
    expect(notFoundKind('/old-post', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe('bot');
    expect(notFoundKind('/old-post', 'curl/8.5.0')).toBe('bot');
    expect(notFoundKind('/old-post', '')).toBe('bot');
  });

  it('keeps only the referrer host', () => {
    expect(referrerHost('https://News.Example.com/a?b=c')).toBe('news.example.com');
    expect(referrerHost('not a url')).toBeNull();
    expect(referrerHost(undefined)).toBeNull();
  });
});
