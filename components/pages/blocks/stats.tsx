import { BlockSection, type BlockProps, container, sectionTitle, titleIdOf } from './parts';

/** Figures, each value over its label: v1 light tiles, v2 a dark band of bold figures. */
export function StatsBlock({ block, design, id }: BlockProps<'stats'>) {
  const title = block.title && (
    <h2 id={titleIdOf(id)} className={sectionTitle[design]}>
      {block.title}
    </h2>
  );
  if (design === 'v1') {
    return (
      <BlockSection id={id} labelled={!!block.title} className="">
        <div className={`${container('v1')} flex flex-col gap-8`}>
          {title}
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {block.items.map((item, index) => (
              <div key={index} className="flex flex-col rounded-xl bg-primary-light p-5 text-primary-light-foreground dark:bg-surface dark:text-foreground">
                <dt className="order-last text-sm">{item.label}</dt>
                <dd className="text-3xl font-bold">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </BlockSection>
    );
  }
  return (
    <BlockSection id={id} labelled={!!block.title} className="bg-dark text-dark-foreground">
      <div className={`${container('v2')} flex flex-col gap-8`}>
        {title}
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {block.items.map((item, index) => (
            <div key={index} className="flex flex-col gap-1 rounded-2xl border border-white/15 bg-white/5 p-6">
              <dt className="order-last text-sm text-dark-foreground/85">{item.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </BlockSection>
  );
}
