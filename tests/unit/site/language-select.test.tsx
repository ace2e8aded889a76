import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LanguageSelect } from '@/components/site/language-select';

// The language switcher on an article page (components/site/language-select.tsx): it follows the
// page's hreflang alternates (the article's translations) or opens that language's blog with a notice.

const replace = jest.fn();
let pathname = '/post/como-vender/1';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ replace }),
}));

const options = ['pt-BR', 'en', 'es'].map((value) => ({ value, label: value }));

function renderSelect() {
  render(<LanguageSelect locale="pt-BR" options={options} label="Language" changing="…" />);
  return screen.getByTestId('language-switcher');
}

beforeEach(() => {
  replace.mockClear();
  document.head.innerHTML = `
    <link rel="alternate" hreflang="pt-BR" href="https://site.example/post/como-vender/1">
    <link rel="alternate" hreflang="en" href="https://site.example/en/post/how-to-sell/2">
    <link rel="alternate" hreflang="x-default" href="https://site.example/post/como-vender/1">`;
});

describe('LanguageSelect on an article', () => {
  it('opens the translation in the chosen language, on this host', () => {
    fireEvent.change(renderSelect(), { target: { value: 'en' } });
    expect(replace).toHaveBeenCalledWith('/en/post/how-to-sell/2', { scroll: false });
  });

  it('opens the chosen language blog with the no-translation flag when there is none', () => {
    fireEvent.change(renderSelect(), { target: { value: 'es' } });
    expect(replace).toHaveBeenCalledWith('/es/blog?translation=missing', { scroll: false });
  });

  it('keeps the same page and its query elsewhere, but not the no-translation flag', () => {
    pathname = '/list-article-results';
    window.history.replaceState(null, '', '/list-article-results?category=3');
    fireEvent.change(renderSelect(), { target: { value: 'es' } });
    expect(replace).toHaveBeenLastCalledWith('/es/list-article-results?category=3', { scroll: false });
    cleanup();
    pathname = '/en/blog';
    window.history.replaceState(null, '', '/en/blog?translation=missing');
    render(<LanguageSelect locale="en" options={options} label="Language" changing="…" />);
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'es' } });
    expect(replace).toHaveBeenLastCalledWith('/es/blog', { scroll: false });
    window.history.replaceState(null, '', '/');
    pathname = '/post/como-vender/1';
  });
});
