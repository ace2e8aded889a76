import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageBlocks } from '@/components/pages/page-blocks';
import { requireRoute } from '@/lib/auth/current-user';
import { pathRecordId } from '@/lib/core/page-params';
import { searchParamsObject } from '@/lib/core/search-params';
import { previewPage } from '@/lib/pages/public';
import { publicLayout } from '@/lib/settings/public';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Staff's live preview: read at each request (the editor reloads it as the draft changes), never cached, never indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * /page-preview/{id}: a page's unsaved draft (else its saved blocks) as the public will see it,
 * in the public frame, in the design in force or the one asked for (`?design=v1|v2`). Staff with
 * the `pages` grant only: others go to the sign-in or the forbidden page. The page editor shows it
 * in an iframe.
 */
export default async function PagePreview({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  await requireRoute('pages');
  const id = pathRecordId((await params).id);
  const page = id === null ? null : await previewPage(id);
  if (!page) notFound();
  const requested = searchParamsObject(await searchParams).design;
  const design = requested === 'v1' || requested === 'v2' ? requested : (await publicLayout()).currentVersion;
  return <PageBlocks blocks={page.blocks} locale={page.locale} design={design} title={page.title} />;
}
