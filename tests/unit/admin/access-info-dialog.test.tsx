import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { AccessInfoDialog } from '@/components/admin/users/access-info-dialog';

const access = { loginUrl: 'https://vitrine.test/en/login', email: 'nova@vitrine.test', firstAccessPassword: 'Xy7#kLm2Qp9!' };

function renderDialog(onClose = jest.fn()) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <AccessInfoDialog access={access} onClose={onClose} />
    </NextIntlClientProvider>,
  );
  return onClose;
}

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(() => {
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  else delete (navigator as { clipboard?: unknown }).clipboard;
});

describe('AccessInfoDialog', () => {
  it('shows the login URL, the email and the first-access password, with the once-only note', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: en.Users.access.title });
    expect(dialog).toHaveTextContent(access.loginUrl);
    expect(screen.getByTestId('access-email')).toHaveTextContent(access.email);
    expect(screen.getByTestId('access-password')).toHaveTextContent(access.firstAccessPassword);
    expect(dialog).toHaveTextContent(en.Users.access.onceNote);
  });

  it('copies all three to the clipboard and announces it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.Users.access.copy })));
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0][0] as string;
    expect(copied.split('\n')).toEqual([
      `${en.Users.access.loginUrl}: ${access.loginUrl}`,
      `${en.Users.access.email}: ${access.email}`,
      `${en.Users.access.password}: ${access.firstAccessPassword}`,
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(en.Users.access.copied);
  });

  it('selects the text to copy by hand when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    renderDialog();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.Users.access.copy })));
    expect(screen.getByRole('status')).toHaveTextContent(en.Users.access.copyManually);
    expect(window.getSelection()?.toString()).toContain(access.firstAccessPassword);
  });

  it('tells its owner when it is closed (the password is then gone)', () => {
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: en.Users.access.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
