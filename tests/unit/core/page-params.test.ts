import { findUnsafeArgument, unsafeArgumentsError } from '@/lib/core/action-input';
import { decodedSegment, pathRecordId, pathSegment } from '@/lib/core/page-params';
import { searchParamsObject } from '@/lib/core/search-params';
import { categoryKeyOfFeed } from '@/lib/seo/public-paths';
import { searchTermOfPath } from '@/lib/blog/search-path';

describe('what a page reads from its address', () => {
  it('decodes a path segment once; a NUL, a malformed sequence or an overlong one names nothing', () => {
    expect(pathSegment('gest%C3%A3o')).toBe('gestão');
    expect(pathSegment('%2541')).toBe('%41');
    for (const bad of ['%00', 'a%00.xml', '%E0%A4%A', '%', 'x'.repeat(2001), undefined]) expect(pathSegment(bad)).toBeNull();
  });

  it('reads an id segment as a PostgreSQL integer, or null', () => {
    expect(pathRecordId('42')).toBe(42);
    expect(pathRecordId('2147483647')).toBe(2147483647);
    for (const bad of ['2147483648', '99999999999', '0', '-1', '1.5', '1e3', '%00', '1%00', 'abc', '', undefined]) expect(pathRecordId(bad)).toBeNull();
  });

  it('leaves out a search parameter whose name or value holds a NUL', () => {
    expect(searchParamsObject({ record: '\u0000', search: 'a', 'x\u0000': '1', list: ['1', '\u0000'] })).toEqual({ search: 'a', list: '1' });
    expect(searchParamsObject(new URLSearchParams('q=%00&page=2'))).toEqual({ page: '2' });
  });

  it('takes no NUL as a feed or a search term (the feeds get their name decoded)', () => {
    expect(decodedSegment('tech')).toBe('tech');
    expect(categoryKeyOfFeed('\u0000.xml')).toBeNull();
    expect(categoryKeyOfFeed('x\u0000.xml')).toBeNull();
    expect(categoryKeyOfFeed('tech.xml')).toBe('tech');
    expect(searchTermOfPath(['a%00b'])).toBeUndefined();
    expect(searchTermOfPath(['100%'])).toBe('100%');
  });
});

describe("a server action's arguments", () => {
  it('finds a NUL in any string or key, in objects, arrays, forms, maps, sets and file names', () => {
    const form = new FormData();
    form.set('email', 'a\u0000b');
    expect(findUnsafeArgument(form)).toBe('email');
    expect(findUnsafeArgument({ name: 'ok', tags: ['x', 'a\u0000'] })).toBe('tags.1');
    expect(findUnsafeArgument({ ['na\u0000me']: 1 })).toBe('name');
    expect(findUnsafeArgument(new Map([['k', 'a\u0000']]))).toBe('k');
    expect(findUnsafeArgument(new Set(['a\u0000']))).toBe('0');
    expect(findUnsafeArgument(new File(['x'], 'a\u0000.png'))).toBe('name');
    expect(findUnsafeArgument('a\u0000')).toBe('');
    expect(findUnsafeArgument({ a: 1, b: [true, null, new Date()] })).toBeNull();
  });

  it('walks a cycle once and stops past the nesting limit', () => {
    const cycle: Record<string, unknown> = { name: 'x' };
    cycle.self = cycle;
    expect(findUnsafeArgument(cycle)).toBeNull();
    let deep: unknown = 'end';
    for (let i = 0; i < 100; i++) deep = { a: deep };
    expect(findUnsafeArgument(deep)).toBe('too-deep');
  });

  it('refuses a NUL as 422 naming the field (`value` for a bare string), nesting as 400', () => {
    expect(unsafeArgumentsError([1, 'key', { name: 'ok' }])).toBeNull();
    const nul = unsafeArgumentsError([1, 'key', { name: 'a\u0000' }]);
    expect(nul).toMatchObject({ status: 422, options: { fieldErrors: [{ field: 'name', messageKey: 'Validation.invalidCharacter' }] } });
    expect(unsafeArgumentsError(['a\u0000'])).toMatchObject({ status: 422, options: { fieldErrors: [{ field: 'value' }] } });
    let deep: unknown = 'end';
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(unsafeArgumentsError([deep])).toMatchObject({ status: 400 });
  });
});
