import { getTranslations } from 'next-intl/server';
import { schemaConstraints, schemaType, type Constraint, type ReferenceField } from '@/lib/openapi/reference';

const constraintKeys = {
  enum: 'constraints.enum',
  minLength: 'constraints.minLength',
  maxLength: 'constraints.maxLength',
  minimum: 'constraints.minimum',
  maximum: 'constraints.maximum',
  exclusiveMinimum: 'constraints.exclusiveMinimum',
  exclusiveMaximum: 'constraints.exclusiveMaximum',
  minItems: 'constraints.minItems',
  maxItems: 'constraints.maxItems',
  pattern: 'constraints.pattern',
  format: 'constraints.format',
  default: 'constraints.default',
} as const satisfies Record<Constraint['kind'], string>;

const placeKeys: Record<string, 'in.path' | 'in.query' | 'in.header'> = { path: 'in.path', query: 'in.query', header: 'in.header' };

/** Parameters or body fields: name, where (parameters), type, required, constraints and description. */
export async function FieldsTable({ fields, caption, showPlace }: { fields: ReferenceField[]; caption: string; showPlace?: boolean }) {
  const t = await getTranslations('ApiDocs');
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="py-1 pr-3 font-medium">{t('columns.name')}</th>
            {showPlace && <th scope="col" className="py-1 pr-3 font-medium">{t('columns.in')}</th>}
            <th scope="col" className="py-1 pr-3 font-medium">{t('columns.type')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('columns.required')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('columns.constraints')}</th>
            <th scope="col" className="py-1 font-medium">{t('columns.description')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={`${field.in}-${field.name}`} className="border-b align-top last:border-0">
              <td className="py-1 pr-3">
                <code className="font-mono text-xs font-semibold">{field.name}</code>
              </td>
              {showPlace && <td className="py-1 pr-3 text-xs">{placeKeys[field.in] ? t(placeKeys[field.in]) : field.in}</td>}
              <td className="py-1 pr-3">
                <code className="font-mono text-xs">{schemaType(field.schema)}</code>
              </td>
              <td className="py-1 pr-3 text-xs">{field.required ? t('yes') : t('no')}</td>
              <td className="py-1 pr-3 text-xs">
                {schemaConstraints(field.schema).map((c, i) => (
                  <span key={i} className="mr-1 inline-block break-all">
                    {t(constraintKeys[c.kind], { value: String(c.value) })}
                    {i < schemaConstraints(field.schema).length - 1 ? ';' : ''}
                  </span>
                ))}
              </td>
              <td className="py-1 text-xs text-muted-foreground">{field.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
