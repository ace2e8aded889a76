/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import type { ArticleCard as Card } from '@/lib/blog/cards';

// The card's language badge (issue 18): a card in another language than the page's says which one,
// and its text carries that language.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'Format' }) => createTranslator({ locale: 'en', messages: en, namespace }),
}));
jest.mock('@/i18n/link', () => ({ Link: ({ href, ...rest }: { href: string }) => <a href={href} {...rest} /> }));

const card: Card = {
  id: 7,
  uniqueKey: 'como-escolher-um-erp',
  title: 'Como escolher um ERP',
  excerpt: 'Resumo em português.',
  image: null,
  locale: 'pt-BR',
  publishedAt: '2026-03-01T12:00:00.000Z',
  readingMinutes: 3,
  featured: false,
  filled: true,
  author: null,
  categories: [{ id: 1, uniqueKey: 'nuvem', name: 'Nuvem', translations: { en: { name: 'Cloud' } }, textColor: '#fff', backgroundColor: '#000000' }],
};

async function render(props: Partial<Parameters<typeof import('@/components/blog/article-card').ArticleCard>[0]>) {
  const { ArticleCard } = await import('@/components/blog/article-card');
  return renderToStaticMarkup(await ArticleCard({ card, locale: 'en', ...props }));
}

describe('an article card', () => {
  it('marks a Portuguese card on an English page with a badge and lang="pt-BR" on its text', async () => {
    const html = await render({});
    expect(html).toContain('data-testid="language-badge">In Portuguese</span>');
    // The link is the article's own (Portuguese) address, not /en/post/…: its canonical one.
    expect(html).toMatch(/<a [^>]*lang="pt-BR"[^>]*href="\/post\/como-escolher-um-erp\/7"[^>]*>Como escolher um ERP<\/a>/);
    expect(html).toContain('lang="pt-BR">Resumo em português.</p>');
  });

  it('names its categories in the page’s language, an untranslated name marked as Portuguese', async () => {
    expect(await render({})).toMatch(/<span title="Cloud"[^>]*>Cloud<\/span>/);
    expect(await render({})).not.toMatch(/<span title="Cloud"[^>]*lang=/);
    const untranslated = await render({ card: { ...card, categories: [{ ...card.categories[0], translations: {} }] } });
    expect(untranslated).toMatch(/<span title="Nuvem" lang="pt-BR"[^>]*>Nuvem<\/span>/);
  });

  it('shows no badge and no lang on a card in the page’s language, nor when told not to', async () => {
    const own = await render({ card: { ...card, locale: 'en', filled: false } });
    expect(own).toContain('href="/en/post/como-escolher-um-erp/7"');
    expect(own).not.toContain('language-badge');
    expect(own).not.toContain('lang=');
    expect(await render({ languageBadge: false })).not.toContain('language-badge');
  });
});
