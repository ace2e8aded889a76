import { decodeEntities, EXCERPT_MATCH_END as E, EXCERPT_MATCH_START as S, excerptHasMatch, excerptSegments } from '@/lib/blog/search-excerpt';

// ts_headline marks each match between two private-use characters; the page renders the segments as
// text and <mark>, so the article's text never becomes HTML.
describe('excerptSegments', () => {
  it('splits the marked text into plain and matched segments', () => {
    expect(excerptSegments(`Toda ${S}empresa${E} precisa de ${S}indicadores${E}.`)).toEqual([
      { text: 'Toda ', match: false },
      { text: 'empresa', match: true },
      { text: ' precisa de ', match: false },
      { text: 'indicadores', match: true },
      { text: '.', match: false },
    ]);
  });

  it('collapses whitespace, trims the ends and drops empty pieces', () => {
    expect(excerptSegments(`  \n Texto   com\t ${S}${E}  ${S}nuvem${E}   `)).toEqual([
      { text: 'Texto com ', match: false },
      { text: 'nuvem', match: true },
    ]);
    expect(excerptSegments(`${S}dados ${E} ${S}abertos${E}`)).toEqual([{ text: 'dados abertos', match: true }]);
    expect(excerptSegments('')).toEqual([]);
    expect(excerptSegments(`${S}${E}`)).toEqual([]);
  });

  it('joins neighbouring matches into one mark', () => {
    expect(excerptSegments(`${S}dados${E}${S}abertos${E} hoje`)).toEqual([
      { text: 'dadosabertos', match: true },
      { text: ' hoje', match: false },
    ]);
  });

  it('keeps markup-looking text as text (the page escapes it)', () => {
    expect(excerptSegments(`<script>alert(1)</script> ${S}x${E}`)).toEqual([
      { text: '<script>alert(1)</script> ', match: false },
      { text: 'x', match: true },
    ]);
  });

  it('ends a stray unclosed match with the text', () => {
    expect(excerptSegments(`a ${S}b c`)).toEqual([
      { text: 'a ', match: false },
      { text: 'b c', match: true },
    ]);
    expect(excerptSegments(`a${E} b`)).toEqual([{ text: 'a b', match: false }]);
  });
});

describe('excerptSegments cut from inside a text', () => {
  it('starts and ends with an ellipsis where the text goes on', () => {
    expect(excerptSegments(`meio do ${S}texto${E} aqui`, { cutBefore: true, cutAfter: true })).toEqual([
      { text: '… meio do ', match: false },
      { text: 'texto', match: true },
      { text: ' aqui …', match: false },
    ]);
  });

  it('puts the ellipsis beside a match at either end', () => {
    expect(excerptSegments(`${S}texto${E}`, { cutBefore: true, cutAfter: true })).toEqual([
      { text: '… ', match: false },
      { text: 'texto', match: true },
      { text: ' …', match: false },
    ]);
  });

  it('adds nothing at an end the text has, nor to an empty excerpt', () => {
    expect(excerptSegments(`Início ${S}x${E}`, { cutBefore: false, cutAfter: true })).toEqual([
      { text: 'Início ', match: false },
      { text: 'x', match: true },
      { text: ' …', match: false },
    ]);
    expect(excerptSegments('', { cutBefore: true, cutAfter: true })).toEqual([]);
  });
});

describe('excerptHasMatch', () => {
  it('tells an excerpt that shows the words from one that does not', () => {
    expect(excerptHasMatch(excerptSegments(`um ${S}termo${E}`))).toBe(true);
    expect(excerptHasMatch(excerptSegments('só o começo do texto'))).toBe(false);
    expect(excerptHasMatch([])).toBe(false);
  });
});

describe('decodeEntities', () => {
  it('decodes the references the editor writes, once', () => {
    expect(decodeEntities('P&amp;D &lt;b&gt; &quot;x&quot; &#39;y&#x27; a&nbsp;b &eacute;')).toBe('P&D <b> "x" \'y\' a b &eacute;');
    expect(decodeEntities('&amp;lt;')).toBe('&lt;');
    expect(decodeEntities('&#233;&#xE9; &#0; &#xD800; &#1114112;')).toBe('éé      ');
  });
});
