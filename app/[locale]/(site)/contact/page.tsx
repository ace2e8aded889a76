import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/site/contact-form';
import { env } from '@/lib/env';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'Contact' });
  return { title: t('metaTitle') };
}

/** /contact: the form (spec §2) and the company's contact information from configuration. */
export default async function ContactPage({ params }: Props) {
  setRequestLocale(await localeOf(params));
  const t = await getTranslations('Contact');
  const { CONTACT_EMAIL, CONTACT_PHONE, CONTACT_ADDRESS } = env();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="contact-title" className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 id="contact-title" className="text-3xl font-bold tracking-tight">
            {t('title')}
          </h1>
          <p className="text-muted-foreground">{t('intro')}</p>
        </div>
        <ContactForm />
      </section>
      <aside aria-labelledby="contact-info-title" className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-6 text-surface-foreground lg:self-start">
        <h2 id="contact-info-title" className="text-lg font-semibold">
          {t('infoTitle')}
        </h2>
        <dl className="flex flex-col gap-3 text-sm">
          <div>
            <dt className="font-medium">{t('infoEmail')}</dt>
            <dd>
              <a href={`mailto:${CONTACT_EMAIL}`} className="text-link underline-offset-4 hover:underline">
                {CONTACT_EMAIL}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('infoPhone')}</dt>
            <dd>
              <a href={`tel:${CONTACT_PHONE.replace(/[^\d+]/g, '')}`} className="text-link underline-offset-4 hover:underline">
                {CONTACT_PHONE}
              </a>
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('infoAddress')}</dt>
            <dd>
              <address className="not-italic">{CONTACT_ADDRESS}</address>
            </dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}
