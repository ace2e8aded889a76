import { Link } from '@/i18n/link';
import { BlockSection, type BlockProps, container, titleIdOf } from './parts';

/** A row of logos (each a link when it has one), greyed until hovered in v1, on a surface in v2. */
export function LogosBlock({ block, design, id }: BlockProps<'logos'>) {
  return (
    <BlockSection id={id} labelled={!!block.title} className={design === 'v2' ? 'bg-surface text-surface-foreground' : ''}>
      <div className={`${container(design)} flex flex-col items-center gap-8`}>
        {block.title && (
          <h2 id={titleIdOf(id)} className={design === 'v2' ? 'text-2xl font-extrabold tracking-tight' : 'text-sm font-semibold tracking-wide text-muted-foreground uppercase'}>
            {block.title}
          </h2>
        )}
        <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
          {block.items.map((item, index) => {
            // eslint-disable-next-line @next/next/no-img-element -- logos of any size and source, shown at a fixed height
            const logo = <img src={item.image} alt={item.alt} loading="lazy" className={`h-10 w-auto object-contain ${design === 'v1' ? 'opacity-70 grayscale transition hover:opacity-100 hover:grayscale-0' : ''}`} />;
            return (
              <li key={index}>
                {item.href ? (
                  <Link href={item.href} className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
                    {logo}
                  </Link>
                ) : (
                  logo
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </BlockSection>
  );
}
