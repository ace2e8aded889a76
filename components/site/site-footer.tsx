import { getTranslations } from 'next-intl/server';
import { NewsletterForm } from './newsletter-form';

/** The public site's footer, with the newsletter signup in #newsletter-slot. */
export async function SiteFooter() {
  const t = await getTranslations('Site');
  const company = t('companyName');
  return (
    <footer className="mt-auto border-t border-border bg-surface text-surface-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
        <div id="newsletter-slot">
          <NewsletterForm />
        </div>
        <p className="text-sm text-muted-foreground">{t('footer.copyright', { year: new Date().getFullYear(), company })}</p>
      </div>
    </footer>
  );
}
