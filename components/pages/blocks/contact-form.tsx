import { ContactForm } from '@/components/site/contact-form';
import { BlockSection, type BlockProps, container, sectionTitle, titleIdOf } from './parts';

/** The contact page's form (it sends a lead), under the block's title. */
export function ContactFormBlock({ block, design, id }: BlockProps<'contact_form'>) {
  return (
    <BlockSection id={id} labelled={!!block.title} className={design === 'v2' ? 'bg-surface text-surface-foreground' : ''}>
      <div className={`${container(design, 'max-w-3xl')} flex flex-col gap-6`}>
        {block.title && (
          <h2 id={titleIdOf(id)} className={sectionTitle[design]}>
            {block.title}
          </h2>
        )}
        <ContactForm />
      </div>
    </BlockSection>
  );
}
