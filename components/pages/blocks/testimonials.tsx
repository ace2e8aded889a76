import { BlockSection, type BlockProps, container, sectionTitle, titleIdOf } from './parts';

/** Quotes with who said them: v1 bordered cards, v2 bold cards with an accent rule. */
export function TestimonialsBlock({ block, design, id }: BlockProps<'testimonials'>) {
  return (
    <BlockSection id={id} labelled={!!block.title} className={design === 'v1' ? 'bg-surface text-surface-foreground' : ''}>
      <div className={`${container(design)} flex flex-col gap-10`}>
        {block.title && (
          <h2 id={titleIdOf(id)} className={sectionTitle[design]}>
            {block.title}
          </h2>
        )}
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {block.items.map((item, index) => (
            <li key={index}>
              <figure className={design === 'v1' ? 'flex h-full flex-col gap-4 rounded-xl border border-border bg-background p-6' : 'flex h-full flex-col gap-5 rounded-2xl border-t-4 border-accent bg-surface p-6 text-surface-foreground'}>
                <blockquote className={design === 'v1' ? 'text-lg italic' : 'text-xl font-semibold'}>{item.quote}</blockquote>
                <figcaption className="mt-auto flex items-center gap-3">
                  {item.photo && (
                    // eslint-disable-next-line @next/next/no-img-element -- a small avatar from any source
                    <img src={item.photo} alt="" loading="lazy" className="size-12 rounded-full object-cover" />
                  )}
                  <span className="flex flex-col">
                    <span className="font-semibold">{item.name}</span>
                    {(item.role || item.company) && <span className="text-sm text-muted-foreground">{[item.role, item.company].filter(Boolean).join(', ')}</span>}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </BlockSection>
  );
}
