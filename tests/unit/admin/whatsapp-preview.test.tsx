import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { WhatsappPreview } from '@/components/admin/settings/whatsapp-preview';

function renderPreview(props: { phone: string; message: string; buttonColor: string }) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <WhatsappPreview {...props} />
    </NextIntlClientProvider>,
  );
}

describe('WhatsappPreview', () => {
  it('shows the wa.me link the button opens, with the digits and the message', () => {
    renderPreview({ phone: '+55 (11) 98888-7777', message: 'Olá, tudo bem?', buttonColor: '#123456' });
    const link = screen.getByTestId('whatsapp-preview-link');
    expect(link).toHaveAttribute('href', 'https://wa.me/5511988887777?text=Ol%C3%A1%2C%20tudo%20bem%3F');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('draws the button in the chosen colour with a readable icon colour', () => {
    renderPreview({ phone: '5511988887777', message: 'Oi', buttonColor: '#ffeb3b' });
    const button = screen.getByTestId('whatsapp-preview-button');
    expect(button).toHaveStyle({ backgroundColor: '#ffeb3b', color: '#000000' });
  });

  it('falls back to WhatsApp green for a colour being typed, and says when the phone is too short for a link', () => {
    renderPreview({ phone: '1234', message: 'Oi', buttonColor: '#12' });
    expect(screen.getByTestId('whatsapp-preview-button')).toHaveStyle({ backgroundColor: '#25d366' });
    expect(screen.queryByTestId('whatsapp-preview-link')).toBeNull();
    expect(screen.getByText(en.Settings.whatsapp.previewNoLink)).toBeInTheDocument();
  });
});
