import { getTranslations } from 'next-intl/server';
import { CallText, ContactList, type ContactEntry, whiteButton } from '@/components/home/section-parts';
import { Link } from '@/i18n/link';
import { env } from '@/lib/env';
import { publicNavigation } from '@/lib/navigation/public';
import { BlockSection, type BlockProps, titleIdOf } from './parts';

/** The company's email and phone: the footer's contact settings of the language, else CONTACT_EMAIL / CONTACT_PHONE. */
async function contactEntries(locale: BlockProps<'cta'>['locale']): Promise<ContactEntry[]> {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const { contact } = (await publicNavigation(locale)).footer;
  const { CONTACT_EMAIL, CONTACT_PHONE } = env();
  const email = contact.email || CONTACT_EMAIL;
  const phone = contact.phone || CONTACT_PHONE;
  return [
    { label: t('contact.emailLabel'), href: `mailto:${email}`, text: email, breakAll: true },
    { label: t('contact.phoneLabel'), href: `tel:${phone.replace(/[^\d+]/g, '')}`, text: phone },
  ];
}

/**
 * A call to action: v1 a band in the primary colour, centred (or beside the company's email and
 * phone with `show_contact`); v2 a card in the accent colour, with the contact details beside it.
 */
export async function CtaBlock({ block, locale, design, id }: BlockProps<'cta'>) {
  const entries = block.show_contact ? await contactEntries(locale) : null;
  const titleId = titleIdOf(id);
  if (design === 'v1') {
    const button = (
      <Link href={block.button.href} className={whiteButton('text-primary hover:bg-primary-light')}>
        {block.button.label}
      </Link>
    );
    return (
      <BlockSection id={id} labelled className="bg-primary text-primary-foreground">
        {entries ? (
          <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-[3fr_2fr] md:items-center">
            <div className="flex flex-col items-start gap-4">
              <CallText id={titleId} title={block.title} text={block.text} titleClassName="text-3xl font-bold tracking-tight text-balance" textClassName="text-lg" />
              {button}
            </div>
            <ContactList entries={entries} className="flex flex-col gap-3 rounded-2xl bg-white/10 p-6" linkClassName="font-semibold" />
          </div>
        ) : (
          <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 px-4 py-16 text-center sm:px-6">
            <CallText id={titleId} title={block.title} text={block.text} titleClassName="text-3xl font-bold tracking-tight text-balance" textClassName="max-w-2xl text-lg" />
            {button}
          </div>
        )}
      </BlockSection>
    );
  }
  return (
    <BlockSection id={id} labelled className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-20">
      <div className={`grid gap-8 rounded-3xl bg-accent-dark p-8 text-accent-dark-foreground sm:p-12 ${entries ? 'md:grid-cols-[3fr_2fr] md:items-center' : ''}`}>
        <div className="flex flex-col items-start gap-4">
          <CallText id={titleId} title={block.title} text={block.text} titleClassName="text-3xl font-extrabold tracking-tight text-balance" textClassName="text-lg" />
          <Link href={block.button.href} className={whiteButton('text-dark hover:bg-dark-light', true)}>
            {block.button.label}
          </Link>
        </div>
        {entries && <ContactList entries={entries} className="flex flex-col gap-4 rounded-2xl bg-white/10 p-6" linkClassName="text-lg font-semibold" />}
      </div>
    </BlockSection>
  );
}
