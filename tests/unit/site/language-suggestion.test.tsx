import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LanguageSuggestionIsland, type LanguageSuggestionText } from '@/components/site/language-suggestion-island';
import type { Locale } from '@/i18n/routing';
import { DISMISSED_SUGGESTIONS_KEY } from '@/lib/i18n/language-suggestion';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import ht from '@/messages/ht.json';
import ptBR from '@/messages/pt-BR.json';

// The language suggestion banner (components/site/language-suggestion-island.tsx): shown after hydration,
// written in the language it offers, pointing at the same page in that language.

let pathname = '/blog';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const texts = Object.fromEntries(
  Object.entries({ 'pt-BR': ptBR, en, es, fr, ht }).map(([locale, catalogue]) => [locale, catalogue.Site.languageSuggestion]),
) as Record<Locale, LanguageSuggestionText>;

function browserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

beforeEach(() => {
  pathname = '/blog';
  document.head.innerHTML = '';
  document.cookie = 'NEXT_LOCALE=; max-age=0; path=/';
  localStorage.clear();
  browserLanguages(['en-US', 'en']);
});
afterEach(cleanup);

describe('LanguageSuggestionIsland', () => {
  it('offers the same page in the browser language, in that language', () => {
    render(<LanguageSuggestionIsland locale="pt-BR" texts={texts} />);
    const banner = screen.getByRole('region', { name: en.Site.languageSuggestion.label });
    expect(banner).toHaveAttribute('lang', 'en');
    expect(banner).toHaveTextContent(en.Site.languageSuggestion.question);
    expect(screen.getByRole('link', { name: en.Site.languageSuggestion.accept })).toHaveAttribute('href', '/en/blog');
  });

  it('remembers the pick in NEXT_LOCALE when followed', () => {
    render(<LanguageSuggestionIsland locale="pt-BR" texts={texts} />);
    const link = screen.getByRole('link', { name: en.Site.languageSuggestion.accept });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(document.cookie).toContain('NEXT_LOCALE=en');
  });

  it('shows nothing when the page is already in the preferred language', () => {
    pathname = '/en/blog';
    render(<LanguageSuggestionIsland locale="en" texts={texts} />);
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
  });

  it('follows the language picked in the switcher over the browser', () => {
    document.cookie = 'NEXT_LOCALE=fr; path=/';
    render(<LanguageSuggestionIsland locale="pt-BR" texts={texts} />);
    expect(screen.getByRole('region', { name: fr.Site.languageSuggestion.label })).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('link', { name: fr.Site.languageSuggestion.accept })).toHaveAttribute('href', '/fr/blog');
  });

  it('is dismissed for good with its button', () => {
    const { unmount } = render(<LanguageSuggestionIsland locale="pt-BR" texts={texts} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: en.Site.languageSuggestion.dismiss })));
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
    expect(localStorage.getItem(DISMISSED_SUGGESTIONS_KEY)).toBe('en');
    unmount();
    render(<LanguageSuggestionIsland locale="pt-BR" texts={texts} />);
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
  });

  it("on an article, offers its translation only (the page's hreflang alternates)", () => {
    pathname = '/post/como-vender/1';
    document.head.innerHTML = `
      <link rel="alternate" hreflang="pt-BR" href="https://site.example/post/como-vender/1">
      <link rel="alternate" hreflang="en" href="https://site.example/en/post/how-to-sell/2">`;
    const { unmount } = render(<LanguageSuggestionIsland locale="pt-BR" texts={texts} />);
    expect(screen.getByRole('link', { name: en.Site.languageSuggestion.accept })).toHaveAttribute('href', '/en/post/how-to-sell/2');
    unmount();
    browserLanguages(['es']);
    render(<LanguageSuggestionIsland locale="pt-BR" texts={texts} />);
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
  });
});
