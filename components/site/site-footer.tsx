import { clsx } from 'clsx';
import { getLocale, getTranslations } from 'next-intl/server';
import type { NavigationFooter } from '@/lib/navigation/schema';
import type { LayoutSetting, WhatsappSetting } from '@/lib/settings/queries';
import { NavLink } from './nav-link';
import { navTarget } from './nav-target';
import { NewsletterForm } from './newsletter-form';
import { socialNetworkName } from './social-networks';
import { WhatsappButton } from './whatsapp-button';

const linkClasses = 'rounded-sm text-sm text-foreground underline-offset-4 hover:text-primary hover:underline dark:hover:text-link';

/** The ids of the columns' headings: the first two keep the ids they had before the footer was editable. */
const columnId = (index: number) => ['blog', 'company'][index] ?? `column-${index + 1}`;

/**
 * The public site's footer: the language's contact details, columns of links and social links
 * (lib/navigation; by default the contact data from the configuration, the blog's sections and the
 * company pages), the newsletter signup in #newsletter-slot, and the floating WhatsApp button (kept
 * inside the footer's landmark, though it floats over the page). `privacyPreferences`: a consent
 * banner exists (components/site/consent.tsx), and "Privacy preferences" reopens it.
 */
export async function SiteFooter({
  layout,
  whatsapp,
  footer,
  privacyPreferences = false,
}: {
  layout: LayoutSetting;
  whatsapp: WhatsappSetting | null;
  footer: NavigationFooter;
  privacyPreferences?: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations('Site'), getLocale()]);
  const { email, phone, address } = footer.contact;
  const company = layout.companyName;
  return (
    <footer className="mt-auto border-t border-border bg-surface text-surface-foreground" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.2fr_1fr_1fr_1.8fr]">
        <section aria-labelledby="footer-contact-title" className="flex flex-col gap-3">
          <p className="text-lg font-bold tracking-tight text-primary dark:text-link">{company}</p>
          <p className="text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <h2 id="footer-contact-title" className="mt-2 text-base font-semibold">
            {t('footer.contactTitle')}
          </h2>
          <address className="flex flex-col gap-2 text-sm not-italic">
            {email && (
              <a href={`mailto:${email}`} className={linkClasses}>
                <span className="sr-only">{t('footer.email')}: </span>
                {email}
              </a>
            )}
            {phone && (
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClasses}>
                <span className="sr-only">{t('footer.phone')}: </span>
                {phone}
              </a>
            )}
            {address && (
              <span>
                <span className="sr-only">{t('footer.address')}: </span>
                {address}
              </span>
            )}
          </address>
          {footer.social.length > 0 && (
            <ul aria-label={t('footer.social')} className="flex flex-wrap gap-x-4 gap-y-2">
              {footer.social.map((link, index) => (
                <li key={index}>
                  <a href={link.url} rel="noopener" className={linkClasses}>
                    {socialNetworkName(link)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        {footer.columns.map((column, index) => (
          <nav key={index} aria-labelledby={`footer-${columnId(index)}-title`} className="flex flex-col gap-3">
            <h2 id={`footer-${columnId(index)}-title`} className="text-base font-semibold">
              {column.title}
            </h2>
            <ul className="flex flex-col gap-2">
              {column.links.map((link, linkIndex) => (
                <li key={linkIndex}>
                  <NavLink {...navTarget(link.href)} locale={locale} className={linkClasses}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div id="newsletter-slot" className="sm:col-span-2 lg:col-span-1">
          <NewsletterForm />
        </div>
      </div>
      {/*
        * With the WhatsApp button floating at the bottom corner, phones get room to read the last
        * line: the button's 3.5rem, its offset (1rem, or the phone's safe area when larger, as in
        * whatsapp-button.tsx) and a margin.
        */}
      <div className={clsx('border-t border-border', whatsapp && 'pb-[calc(4.5rem+max(1rem,env(safe-area-inset-bottom)))] sm:pb-0')}>
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 sm:px-6">
          <p className="text-sm text-muted-foreground">{t('footer.copyright', { year: new Date().getFullYear(), company })}</p>
          {/* Hidden until the consent island (consent-manager.tsx) shows it: without JavaScript there is no choice to make. */}
          {privacyPreferences && (
            <button type="button" hidden data-consent-open="" data-testid="consent-preferences" className={linkClasses}>
              {t('consent.preferences')}
            </button>
          )}
        </div>
      </div>
      {whatsapp && <WhatsappButton setting={whatsapp} />}
    </footer>
  );
}
