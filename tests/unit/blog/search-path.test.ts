import { queryStaysInSearch, searchResultsPath, searchTermOfPath } from '@/lib/blog/search-path';
import { decodePathSegment } from '@/lib/format/path-segment';

describe('decodePathSegment', () => {
  it('decodes a percent-encoded segment once', () => {
    expect(decodePathSegment('gest%C3%A3o')).toBe('gestão');
    expect(decodePathSegment('transforma%C3%A7%C3%A3o%20digital')).toBe('transformação digital');
    // Once only: an encoded "%41" stays "%41", it does not become "A".
    expect(decodePathSegment('%2541')).toBe('%41');
  });

  it('leaves plain text, already decoded accents included, as it is', () => {
    expect(decodePathSegment('gestao')).toBe('gestao');
    expect(decodePathSegment('gestão')).toBe('gestão');
  });

  it('answers null for a malformed sequence instead of throwing', () => {
    expect(decodePathSegment('%E0%A4%A')).toBeNull();
    expect(decodePathSegment('100%')).toBeNull();
    expect(decodePathSegment('%C3')).toBeNull();
  });
});

describe('searchTermOfPath', () => {
  it('reads the accented term of /list-article-results/{search}', () => {
    expect(searchTermOfPath(['gest%C3%A3o'])).toBe('gestão');
    expect(searchTermOfPath(['caf%C3%A9%20fran%C3%A7ais'])).toBe('café français');
  });

  it('is empty without a segment and undefined for a deeper path', () => {
    expect(searchTermOfPath(undefined)).toBe('');
    expect(searchTermOfPath([])).toBe('');
    expect(searchTermOfPath(['a', 'b'])).toBeUndefined();
  });

  it('searches a malformed segment as the raw text typed', () => {
    expect(searchTermOfPath(['%E0%A4%A'])).toBe('%E0%A4%A');
  });

  it('round-trips every term it puts in the path', () => {
    for (const term of ['gestão', 'transformação', 'é/à ?#&', 'ação "RH" -vendas', 'Lakòl ayisyen']) {
      const path = searchResultsPath(term);
      const segment = path.slice('/list-article-results/'.length);
      expect(segment).not.toContain('/');
      expect(searchTermOfPath([segment])).toBe(term);
    }
  });

  it('keeps a term holding % in ?q=', () => {
    expect(queryStaysInSearch('100%')).toBe(true);
    expect(searchResultsPath('100%', 3, 2)).toBe('/list-article-results?q=100%25&category=3&page=2');
    expect(new URL(`http://x${searchResultsPath('100%')}`).searchParams.get('q')).toBe('100%');
  });
});
