import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { TranslationsPanel } from '@/components/admin/compose/translations-panel';

// The editor's Translations panel (components/admin/compose/translations-panel.tsx).

function renderPanel(onAdd = jest.fn(async () => {})) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <TranslationsPanel
        language="pt-BR"
        translations={[{ id: 7, uniqueKey: 'how-to-choose', language: 'en', status: 'published' }]}
        onAdd={onAdd}
      />
    </NextIntlClientProvider>,
  );
  return onAdd;
}

describe('TranslationsPanel', () => {
  it('shows the article language and each translation with its status and edit link', () => {
    renderPanel();
    expect(screen.getByText('Language of this article: Português (Brasil)')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the English translation' })).toHaveAttribute('href', '/en/admin/compose/how-to-choose/7');
  });

  it('offers Add translation only for the languages the group lacks, and calls it with that language', async () => {
    const onAdd = renderPanel();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Add translation: Español', 'Add translation: Français', 'Add translation: Kreyòl ayisyen']);
    fireEvent.click(screen.getByRole('button', { name: 'Add translation: Español' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith('es'));
  });
});
