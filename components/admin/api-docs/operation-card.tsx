import { getTranslations } from 'next-intl/server';
import type { ReferenceOperation } from '@/lib/openapi/reference';
import type { Access } from '@/lib/openapi/types';
import type { Translate } from '@/lib/i18n/translate';
import { grantLabel } from '@/components/admin/roles/grant-labels';
import { FieldsTable } from './fields-table';
import { MethodBadge } from './method-badge';

type ApiDocsT = Awaited<ReturnType<typeof getTranslations<'ApiDocs'>>>;

/** Who may call the operation, in the reader's words: public, signed in, own account or the grants' labels. */
function accessLabel(access: Access, t: ApiDocsT, translate: Translate): string {
  if (access === 'public') return t('accessPublic');
  if (access === 'signed-in') return t('accessSignedIn');
  if (access === 'own-account') return t('accessOwnAccount');
  if (typeof access === 'string') return t('accessGrant', { grant: grantLabel(access, translate) });
  if ('allOf' in access) return t('accessAllOf', { grants: access.allOf.map((g) => grantLabel(g, translate)).join(', ') });
  return t('accessAnyOf', { grants: access.anyOf.map((g) => grantLabel(g, translate)).join(', ') });
}

/** One operation of the reference: method, path, summary, access, parameters, body, statuses and example. */
export async function OperationCard({ operation, translate }: { operation: ReferenceOperation; translate: Translate }) {
  const t = await getTranslations('ApiDocs');
  const headingId = `${operation.id}-title`;
  return (
    <article id={operation.id} aria-labelledby={headingId} className="scroll-mt-20 rounded-lg border p-4">
      <h3 id={headingId} className="flex flex-wrap items-center gap-2">
        <MethodBadge method={operation.method} />
        <code className="break-all font-mono text-sm font-semibold">{operation.path}</code>
        <span className="text-sm font-normal text-muted-foreground">{operation.summary}</span>
      </h3>
      {operation.description && (
        <p lang="en" className="mt-2 max-w-prose text-sm">
          {operation.description}
        </p>
      )}
      <p className="mt-2 text-sm">
        <span className="font-medium">{t('access')}:</span> {accessLabel(operation.access, t, translate)}
      </p>

      {operation.parameters.length > 0 && (
        <section className="mt-3">
          <h4 className="mb-1 text-sm font-semibold">{t('parameters')}</h4>
          <FieldsTable fields={operation.parameters} caption={t('parameters')} showPlace />
        </section>
      )}

      {operation.bodies.map((body) => (
        <section key={body.mediaType} className="mt-3">
          <h4 className="mb-1 text-sm font-semibold">{t('body', { type: body.mediaType })}</h4>
          {body.alternatives.map((fields, i) => (
            <div key={i} className="mt-1">
              {body.alternatives.length > 1 && <p className="text-xs font-medium text-muted-foreground">{t('bodyAlternative', { n: i + 1 })}</p>}
              <FieldsTable fields={fields} caption={t('body', { type: body.mediaType })} />
            </div>
          ))}
        </section>
      ))}

      <section className="mt-3">
        <h4 className="mb-1 text-sm font-semibold">{t('responses')}</h4>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {operation.responses.map((r) => (
            <div key={r.status} className="contents">
              <dt>
                <code className="font-mono text-xs font-semibold">{r.status}</code>
              </dt>
              <dd lang="en" className="text-xs text-muted-foreground">
                {r.description}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {operation.example !== null && (
        <section className="mt-3">
          <h4 className="mb-1 text-sm font-semibold">{t('example', { type: operation.exampleType ?? '' })}</h4>
          {/* Focusable: a long answer scrolls, and a keyboard must reach it (axe scrollable-region-focusable). */}
          <pre tabIndex={0} className="max-h-96 overflow-auto rounded bg-muted p-3 font-mono text-xs">
            <code>{operation.example}</code>
          </pre>
        </section>
      )}
    </article>
  );
}
