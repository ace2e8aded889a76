/** @jest-environment node */
import { parseRedirectsCsv, redirectsCsv } from '@/lib/redirects/csv';

describe('the redirects CSV', () => {
  it('reads back what it writes (BOM, semicolons, quoted fields)', () => {
    const rows = [
      { fromPath: '/a', toTarget: '/b', statusCode: 301 },
      { fromPath: '/old/*', toTarget: 'https://example.com/x;y?"q"', statusCode: 302 },
    ];
    const text = redirectsCsv(rows);
    expect(text.startsWith('\uFEFFfrom;to;status_code\r\n')).toBe(true);
    expect(parseRedirectsCsv(text)).toEqual([
      { line: 2, from: '/a', to: '/b', statusCode: '301' },
      { line: 3, from: '/old/*', to: 'https://example.com/x;y?"q"', statusCode: '302' },
    ]);
  });

  it('takes commas, columns in another order, no header, and skips blank lines', () => {
    expect(parseRedirectsCsv('to,from\n/new,/old\n\n/n2,/o2\n')).toEqual([
      { line: 2, from: '/old', to: '/new', statusCode: '' },
      { line: 4, from: '/o2', to: '/n2', statusCode: '' },
    ]);
    expect(parseRedirectsCsv('/x\t/y\t302')).toEqual([{ line: 1, from: '/x', to: '/y', statusCode: '302' }]);
  });
});
