import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { requireRoute } from '@/lib/auth/current-user';
import { pathRecordId } from '@/lib/core/page-params';
import { getPageForEditor } from '@/lib/pages/editor';
import { listPageRevisions } from '@/lib/pages/queries';
import { publicLayout } from '@/lib/settings/public';
import { ActionToasts } from '@/components/admin/action-toasts';
import { PageEditor } from '@/components/admin/pages/page-editor';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'PagesAdmin.editor' });
  return { title: t('metaTitle') };
}

/** /admin/pages/{id}: the page editor with its live preview (grant `pages`); an unknown id is not found. */
export default async function PageEditorPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const user = await requireRoute('pages');
  const id = pathRecordId((await params).id);
  if (id === null) notFound();
  const found = await getPageForEditor(user, id);
  if (!found) notFound();
  const { page, draft } = found;
  const [revisions, layout, t] = await Promise.all([
    listPageRevisions(user, { id: page.id, uniqueKey: page.uniqueKey }),
    publicLayout(),
    getTranslations('PagesAdmin'),
  ]);
  // The preview is framed in the page's own language.
  const previewSrc = getPathname({ href: `/page-preview/${page.id}`, locale: isLocale(page.locale) ? page.locale : defaultLocale });

  return (
    <ActionToasts dismissLabel={t('dismiss')}>
      <PageEditor page={page} draft={draft} revisions={revisions} previewSrc={previewSrc} design={layout.currentVersion} userId={user.id} />
    </ActionToasts>
  );
}
