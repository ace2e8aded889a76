'use client';

import { useTranslations } from 'next-intl';
import { TESTIMONIALS_MAX } from '@/lib/pages/blocks';
import { ImageField, ItemList, TextField, type Scope } from './fields';
import { newItem } from './new-block';

/** Testimonials: an optional title and 1–12 quotes (quote, name, role, company, photo). */
export function TestimonialsFields({ scope }: { scope: Scope }) {
  const t = useTranslations('PagesAdmin.fields');
  return (
    <>
      <TextField scope={scope} field="title" label={t('title')} max={200} />
      <ItemList
        scope={scope}
        field="items"
        legend={t('testimonialItems')}
        itemName={(n) => t('testimonialItem', { n })}
        addLabel={t('addTestimonialItem')}
        max={TESTIMONIALS_MAX}
        create={newItem.testimonials}
      >
        {(item) => (
          <>
            <TextField scope={item} field="quote" label={t('quote')} max={1000} multiline required />
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField scope={item} field="name" label={t('name')} max={120} required />
              <TextField scope={item} field="role" label={t('role')} max={120} />
              <TextField scope={item} field="company" label={t('company')} max={120} />
            </div>
            <ImageField scope={item} field="photo" legend={t('photo')} />
          </>
        )}
      </ItemList>
    </>
  );
}
