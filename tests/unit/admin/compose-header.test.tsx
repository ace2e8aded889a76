import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { ComposeHeader } from '@/components/admin/compose/compose-header';
import type { ComposeHeaderProps } from '@/components/admin/compose/compose-header';

// The editor's heading (components/admin/compose/compose-header.tsx): publication state and save note.

const t = en.Admin.compose;

function renderHeader(props: ComposeHeaderProps) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <ComposeHeader {...props} />
    </NextIntlClientProvider>,
  );
}

describe('ComposeHeader', () => {
  it('titles a new article and says nothing about saving yet', () => {
    renderHeader({ publication: 'new', saveNote: null });
    expect(screen.getByRole('heading', { level: 1, name: t.newTitle })).toBeInTheDocument();
    expect(screen.getByTestId('article-status')).toHaveTextContent(t.status.new);
    expect(screen.getByTestId('save-status')).toBeEmptyDOMElement();
  });

  it('names a scheduled article and announces a refused autosave with its reason', () => {
    renderHeader({ publication: 'scheduled', saveNote: { kind: 'failed', message: 'Network down' } });
    expect(screen.getByRole('heading', { level: 1, name: t.editTitle })).toBeInTheDocument();
    expect(screen.getByTestId('article-status')).toHaveTextContent(t.status.scheduled);
    const note = screen.getByRole('status');
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(note).toHaveTextContent('Network down');
  });

  it('warns that a published article is live until updated', () => {
    renderHeader({ publication: 'published', saveNote: { kind: 'publishedUnsaved' } });
    expect(screen.getByTestId('save-status')).toHaveTextContent(t.autosave.publishedUnsaved);
  });
});
