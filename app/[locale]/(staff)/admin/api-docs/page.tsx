import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/auth/current-user';
import { translator } from '@/lib/i18n/translate';
import { openApiDocument } from '@/lib/openapi/document';
import { referenceSections } from '@/lib/openapi/reference';
import { OperationCard } from '@/components/admin/api-docs/operation-card';
import { localeOf } from '@/app/[locale]/_lib/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(params), namespace: 'ApiDocs' });
  return { title: t('metaTitle') };
}

/**
 * The API reference (issue 20): any signed-in staff member, no grant. Rendered on the server from the
 * OpenAPI document itself (lib/openapi), the one GET /api/openapi.json answers.
 */
export default async function ApiDocsPage({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  await requireUser();
  const t = await getTranslations('ApiDocs');
  const translate = translator(locale);
  const sections = referenceSections(openApiDocument());

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">{t('description')}</p>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">{t('englishNote')}</p>
        <p className="mt-2 text-sm">
          {/* A plain link: the document is a file, not a page of the site. */}
          <a href="/api/openapi.json" className="font-medium text-primary underline underline-offset-4">
            {t('documentLink')}
          </a>
        </p>
      </header>

      <section aria-labelledby="api-docs-auth" className="rounded-lg border p-4">
        <h2 id="api-docs-auth" className="text-lg font-semibold">
          {t('authTitle')}
        </h2>
        <p className="mt-1 max-w-prose text-sm">{t('authText')}</p>
      </section>

      <nav aria-labelledby="api-docs-index">
        <h2 id="api-docs-index" className="text-lg font-semibold">
          {t('index')}
        </h2>
        <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                <span lang="en">{section.tag}</span>
              </a>{' '}
              <span className="text-muted-foreground">({t('operationCount', { count: section.operations.length })})</span>
            </li>
          ))}
        </ul>
      </nav>

      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="flex scroll-mt-20 flex-col gap-3">
          <h2 id={`${section.id}-heading`} lang="en" className="text-xl font-semibold">
            {section.tag}
          </h2>
          {section.description && (
            <p lang="en" className="max-w-prose text-sm text-muted-foreground">
              {section.description}
            </p>
          )}
          {section.operations.map((operation) => (
            <OperationCard key={operation.id} operation={operation} translate={translate} />
          ))}
        </section>
      ))}
    </div>
  );
}
