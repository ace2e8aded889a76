import type { Locale } from '@/i18n/routing';
import type { PageDesign } from '@/lib/pages/blocks';
import { homeBlocks } from '@/lib/pages/defaults';
import type { PublicPage } from '@/lib/pages/public';
import { PageBlocks } from './page-blocks';

/**
 * Home in a design: the language's home page (or the default language's), else the seeded blocks.
 * The wrapper keeps the marks the home always had (`home-v1` / `home-v2`, and v2's data-design).
 */
export function HomeBlocks({ page, locale, design }: { page: PublicPage | null; locale: Locale; design: PageDesign }) {
  return (
    <div data-testid={`home-${design}`} data-design={design === 'v2' ? 'v2' : undefined}>
      <PageBlocks blocks={page?.blocks ?? homeBlocks(locale)} locale={locale} design={design} title={page?.title} />
    </div>
  );
}
