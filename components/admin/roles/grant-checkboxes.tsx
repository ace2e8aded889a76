'use client';

import { useTranslations } from 'next-intl';
import { CheckboxItem, type CheckedValuesField } from '@/components/admin/forms/checkbox-group';
import { accessAreas } from '@/lib/auth/routes';
import type { MessageKey } from '@/lib/i18n/translate';
import { accessAreaList, areaLabel, grantHint, grantLabel, grantWarning } from './grant-labels';

/**
 * The grants as checkboxes grouped under the five access areas (§3), inside a CheckboxGroup; box ids
 * are `<idPrefix>-grant-<grant>`. `lacked`: what becomes of the grants the viewer does not hold:
 * 'hide' (an API key never holds more than its creator), or 'disable' (the role editor, which also
 * explains each grant and warns beside the powerful ones).
 */
export function GrantCheckboxes({ idPrefix, field, held, lacked }: { idPrefix: string; field: CheckedValuesField; held: ReadonlySet<string>; lacked: 'hide' | 'disable' }) {
  const tAny = useTranslations();
  const translate = (key: MessageKey) => tAny(key);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {accessAreaList.map((area) => {
        const grants = lacked === 'hide' ? accessAreas[area].filter((g) => held.has(g)) : accessAreas[area];
        if (grants.length === 0) return null;
        return (
          <fieldset key={area} className="rounded-md border border-border p-3" data-testid={lacked === 'disable' ? `role-area-${area}` : undefined}>
            <legend className="px-1 text-sm font-semibold">{areaLabel(area, translate)}</legend>
            <ul className="mt-1 flex flex-col gap-2">
              {grants.map((grant) => {
                const id = `${idPrefix}-grant-${grant}`;
                if (lacked === 'hide') {
                  return (
                    <CheckboxItem key={grant} id={id} value={grant} field={field}>
                      <label htmlFor={id} className="text-sm">
                        {grantLabel(grant, translate)}
                      </label>
                    </CheckboxItem>
                  );
                }
                const hint = grantHint(grant, translate);
                const warning = grantWarning(grant, translate);
                const disabled = !held.has(grant);
                return (
                  <CheckboxItem key={grant} id={id} value={grant} field={field} disabled={disabled} describedBy={[hint ? `${id}-hint` : '', warning ? `${id}-warning` : ''].filter(Boolean).join(' ')}>
                    <div>
                      <label htmlFor={id} className={disabled ? 'text-sm text-muted-foreground' : 'text-sm'}>
                        {grantLabel(grant, translate)}
                        {hint && (
                          <span id={`${id}-hint`} className="block text-xs text-muted-foreground">
                            {hint}
                          </span>
                        )}
                      </label>
                      {warning && (
                        <p id={`${id}-warning`} data-testid={`grant-warning-${grant}`} className="mt-1 rounded-sm bg-warning-light px-1.5 py-0.5 text-xs text-warning-light-foreground">
                          {warning}
                        </p>
                      )}
                    </div>
                  </CheckboxItem>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
