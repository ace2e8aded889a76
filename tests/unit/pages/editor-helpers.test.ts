import { blockSummary } from '@/components/admin/pages/block-summary';
import { pageAddress } from '@/components/admin/pages/slug';

// The page editor's helpers: the address shown beside the slug field, and a collapsed block's
// one-line summary.

describe('pageAddress', () => {
  test('the default language has no prefix; a home page is its language root', () => {
    expect(pageAddress('pt-BR', 'sobre-nos')).toBe('/sobre-nos');
    expect(pageAddress('en', 'about')).toBe('/en/about');
    expect(pageAddress('pt-BR', 'inicio', true)).toBe('/');
    expect(pageAddress('fr', 'accueil', true)).toBe('/fr');
  });
});

describe('blockSummary', () => {
  test('the first filled text, tags stripped, else the first item, else nothing', () => {
    expect(blockSummary({ type: 'hero', id: 'a', eyebrow: '', title: 'Quem somos' })).toBe('Quem somos');
    expect(blockSummary({ type: 'rich_text', id: 'b', html: '<p>Olá <strong>mundo</strong></p>' })).toBe('Olá mundo');
    expect(blockSummary({ type: 'stats', id: 'c', items: [{ value: '20', label: 'anos' }] })).toBe('anos');
    expect(blockSummary({ type: 'contact_form', id: 'd', title: '' })).toBe('');
    expect(blockSummary({ type: 'cta', id: 'e', title: 'x'.repeat(100) })).toHaveLength(80);
  });
});
