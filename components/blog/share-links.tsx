import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { buttonClasses } from '@/components/ui/button';
import { CopyLinkButton } from './copy-link-button';

export interface ShareLinksProps {
  /** The article's absolute URL. */
  url: string;
  title: string;
  locale: Locale;
}

/** Where each network takes a shared link: plain links, no third-party script on the page. */
export function shareTargets(url: string, title: string, emailBody: string) {
  const u = encodeURIComponent(url);
  return {
    x: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(emailBody)}`,
  };
}

/** "Share": X, Facebook, LinkedIn, WhatsApp, email, and a copy-link button. */
export async function ShareLinks({ url, title, locale }: ShareLinksProps) {
  const t = await getTranslations({ locale, namespace: 'Post' });
  const targets = shareTargets(url, title, t('emailBody', { title, url }));
  const linkClass = buttonClasses({ variant: 'ghost', size: 'sm', className: 'border border-border' });
  const external = [
    { key: 'x', href: targets.x, label: t('shareX') },
    { key: 'facebook', href: targets.facebook, label: t('shareFacebook') },
    { key: 'linkedin', href: targets.linkedin, label: t('shareLinkedIn') },
    { key: 'whatsapp', href: targets.whatsapp, label: t('shareWhatsApp') },
  ];
  return (
    <section aria-labelledby="share-title" className="flex flex-col gap-3" data-testid="share-links">
      <h2 id="share-title" className="text-base font-semibold">
        {t('shareTitle')}
      </h2>
      <ul className="flex flex-wrap items-center gap-2">
        {external.map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass} data-share={link.key}>
              {link.label}
              <span className="sr-only"> {t('newTab')}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={targets.email} className={linkClass} data-share="email">
            {t('shareEmail')}
          </a>
        </li>
        <li>
          <CopyLinkButton url={url} label={t('copyLink')} copiedLabel={t('linkCopied')} failedLabel={t('copyFailed')} className={linkClass} />
        </li>
      </ul>
    </section>
  );
}
