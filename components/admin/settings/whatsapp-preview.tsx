'use client';

import { useTranslations } from 'next-intl';
import { WhatsappGlyph, whatsappButtonColors, whatsappButtonShape } from '@/components/site/whatsapp-look';
import { whatsappHref } from '@/lib/settings/whatsapp';

/**
 * What visitors will get: the floating button as the site draws it, in a corner of a page sketch,
 * and the wa.me link it opens. Follows the form as the user types.
 */
export function WhatsappPreview({ phone, message, buttonColor }: { phone: string; message: string; buttonColor: string }) {
  const t = useTranslations('Settings.whatsapp');
  const href = whatsappHref(phone, message);
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <p className="text-sm font-medium">{t('preview')}</p>
      <div className="relative h-44 overflow-hidden rounded-lg border border-border bg-surface" aria-hidden="true">
        <div className="flex flex-col gap-2 p-4">
          <div className="h-3 w-1/3 rounded bg-border" />
          <div className="h-2 w-3/4 rounded bg-border" />
          <div className="h-2 w-2/3 rounded bg-border" />
          <div className="h-2 w-1/2 rounded bg-border" />
        </div>
        <span data-testid="whatsapp-preview-button" className={`absolute right-4 bottom-4 ${whatsappButtonShape}`} style={whatsappButtonColors(buttonColor)}>
          <WhatsappGlyph />
        </span>
      </div>
      <p className="text-sm text-muted-foreground">{t('previewHint')}</p>
      <div className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('previewLink')}</span>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" data-testid="whatsapp-preview-link" className="font-mono text-xs break-all text-link underline underline-offset-2">
            {href}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
        ) : (
          <span className="text-muted-foreground">{t('previewNoLink')}</span>
        )}
      </div>
    </div>
  );
}
