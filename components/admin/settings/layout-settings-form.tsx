'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { clsx } from 'clsx';
import { withServerValues } from '@/components/admin/server-values';
import { useSchemaForm } from '@/components/admin/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { loadLayoutSettingAction, saveLayoutSettingAction } from '@/lib/api/actions/settings';
import type { LayoutSettingRecord } from '@/lib/settings/queries';
import { COMPANY_NAME_MAX, designVersions, layoutSettingFieldsSchema, type LayoutSettingValues } from '@/lib/settings/schema';
import { DesignThumbnail } from './design-thumbnail';
import { LayoutLogoField } from './layout-logo-field';

type Version = (typeof designVersions)[number];
type FormValues = { current_version: Version; company_name: string; logo_v1: string; logo_v2: string };

/** A save that changes nothing (lib/settings/commands.ts) is a warning, not an error. */
const WARNING_CODES = ['VERSION_ALREADY_APPLIED'];

export type LayoutSettingsFormProps = {
  initial: FormValues;
  /** The version the site shows now (the saved one). */
  inForce: Version;
  /** Localised paths of the two design previews (/home-v1, /home-v2). */
  links: Record<Version, string>;
  /** The logos shipped with each design. */
  defaultLogos: Record<Version, string>;
};

/**
 * Company name, a logo per design, and the home design chosen among the two shown side by side.
 * Nothing reaches the site until Save; saving what is already in force says "Version already applied".
 */
export function LayoutSettingsForm({ initial, inForce, links, defaultLogos }: LayoutSettingsFormProps) {
  const t = useTranslations('LayoutSettings');
  const { form, submit, errorOf } = useSchemaForm<FormValues, LayoutSettingValues>(layoutSettingFieldsSchema, initial, { failureKey: 'layoutSaveFailed', warningCodes: WARNING_CODES });
  const { handleSubmit, control, setValue, reset, formState } = form;
  const field = withServerValues(form);
  const [chosen, logoV1, logoV2] = useWatch({ control, name: ['current_version', 'logo_v1', 'logo_v2'] });
  const logos: Record<Version, string> = { v1: logoV1, v2: logoV2 };

  const showSaved = ({ data }: { data?: LayoutSettingRecord }) =>
    data &&
    // keepFieldsRef: the radios keep their registration. Re-registered, a radio rendered checked by
    // the server (defaultChecked) would make the form read its value back from the DOM, one radio at
    // a time, and lose the design just saved or reloaded.
    reset({ current_version: data.currentVersion, company_name: data.companyName, logo_v1: data.logoV1 ?? '', logo_v2: data.logoV2 ?? '' }, { keepFieldsRef: true });

  // What the overlay says: the last action started (it stays up a moment after the action ends, and
  // must not say "saving" then after a reload).
  const [busyLabel, setBusyLabel] = useState<'saving' | 'loading'>('saving');

  async function onSubmit(values: LayoutSettingValues) {
    setBusyLabel('saving');
    await submit(() => saveLayoutSettingAction({}, values), showSaved);
  }

  // Puts the saved settings back in the form, dropping unsaved changes (and showing a colleague's save).
  const [reloading, setReloading] = useState(false);
  async function reload() {
    setBusyLabel('loading');
    setReloading(true);
    await submit(() => loadLayoutSettingAction(), showSaved);
    setReloading(false);
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-8" aria-label={t('title')}>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4 sm:p-6">
        <legend className="px-1 text-base font-semibold">{t('company.legend')}</legend>
        <FormField id="layout-company-name" label={t('company.name')} hint={t('company.nameHint')} error={errorOf('company_name')} required className="max-w-xl">
          <Input {...field.text('company_name')} maxLength={COMPANY_NAME_MAX} autoComplete="organization" />
        </FormField>
        <div className="grid gap-6 sm:grid-cols-2">
          {designVersions.map((version) => (
            <LayoutLogoField
              key={version}
              id={`layout-logo-${version}`}
              legend={t(`logos.${version}`)}
              value={logos[version]}
              defaultUrl={defaultLogos[version]}
              error={errorOf(version === 'v1' ? 'logo_v1' : 'logo_v2')}
              onChange={(url) => setValue(version === 'v1' ? 'logo_v1' : 'logo_v2', url, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4 rounded-lg border border-border bg-background p-4 sm:p-6" aria-describedby="layout-versions-hint">
        <legend className="px-1 text-base font-semibold">{t('versions.legend')}</legend>
        <p id="layout-versions-hint" className="text-sm text-muted-foreground">
          {t('versions.hint')}
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {designVersions.map((version) => {
            const selected = chosen === version;
            const name = t(`versions.${version}`);
            return (
              <div
                key={version}
                data-testid={`design-${version}`}
                className={clsx('flex flex-col gap-3 rounded-lg border p-3', selected ? 'border-primary ring-2 ring-primary dark:border-link dark:ring-link' : 'border-border')}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <label className="flex cursor-pointer items-start gap-2">
                    <input
                      type="radio"
                      {...field.radio('current_version', version)}
                      aria-describedby={`layout-version-${version}-text`}
                      className="mt-1 size-4 accent-primary"
                    />
                    <span className="font-medium">{name}</span>
                  </label>
                  {version === inForce && (
                    <span data-testid="version-in-force" className="rounded-full bg-positive px-2 py-0.5 text-xs font-semibold text-positive-foreground">
                      {t('versions.inForce')}
                    </span>
                  )}
                </div>
                <p id={`layout-version-${version}-text`} className="text-sm text-muted-foreground">
                  {t(`versions.${version}Text`)}
                </p>
                <DesignThumbnail src={links[version]} title={t('versions.previewTitle', { name })} />
                <a href={links[version]} target="_blank" rel="noopener" className="self-start text-sm text-link underline underline-offset-2">
                  {t('versions.open', { name })}
                  <span className="sr-only"> {t('newTab')}</span>
                </a>
              </div>
            );
          })}
        </div>
        {errorOf('current_version') && <p className="text-sm text-negative-text">{errorOf('current_version')}</p>}
      </fieldset>

      {/* Saving expires every public page that shows the design, the name or the logos (spec §9). */}
      <LoadingOverlay active={formState.isSubmitting || reloading} label={t(busyLabel)} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={formState.isSubmitting} disabled={reloading}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={reload} loading={reloading} disabled={formState.isSubmitting}>
          {t('reload')}
        </Button>
        {formState.isDirty && <span className="text-sm text-muted-foreground">{t('unsaved')}</span>}
      </div>
    </form>
  );
}
