import { getTranslations } from 'next-intl/server';
import type { CurrentUser } from '@/lib/auth/current-user';
import { getFormSettings } from '@/lib/spam/proof-of-work';
import { lastSavedText } from '@/components/admin/settings/last-saved';
import { FormProtectionForm } from './form-protection-form';

/**
 * The contact and newsletter forms' spam protection (issue 32 §4), under the leads list (grant
 * list-leads): the proof-of-work switch, and who last changed it.
 */
export async function FormProtectionPanel({ viewer }: { viewer: CurrentUser }) {
  const t = await getTranslations('FormProtection');
  const setting = await getFormSettings(viewer);
  const lastSaved = await lastSavedText(setting.updatedAt, setting.updatedBy?.name ?? null);
  return (
    <section aria-labelledby="form-protection-title" className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4">
      <div>
        <h2 id="form-protection-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="form-protection-last-saved">
          {lastSaved ?? t('neverSaved')}
        </p>
      </div>
      <FormProtectionForm on={setting.proofOfWork === 'on'} version={setting.version} />
    </section>
  );
}
