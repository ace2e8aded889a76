'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { PhotoField } from '@/components/admin/photo-field';
import { withServerValues } from '@/components/admin/server-values';
import { useSchemaForm } from '@/components/admin/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { updateOwnProfileAction } from '@/lib/api/actions/profile';
import { BIOGRAPHY_MAX, NAME_MAX, PHONE_MAX, ownProfileInputSchema, userGenders, type OwnProfileValues } from '@/lib/users/schema';

type FormValues = { name: string; last_name: string; phone: string; biography: string; gender: string; photo: string };

export type ProfileFormProps = {
  defaults: FormValues;
  /** Shown, not editable here (an administrator changes them on the users page). */
  readOnly: { email: string; role: string; position: string };
};

/** The "Profile" card's form: own name, last name, phone, biography, gender and photo. */
export function ProfileForm({ defaults, readOnly }: ProfileFormProps) {
  const t = useTranslations('MyProfile.profile');
  const tGenders = useTranslations('MyProfile.genders');
  const { form, submit, errorOf } = useSchemaForm<FormValues, OwnProfileValues>(ownProfileInputSchema, defaults);
  const { handleSubmit, control, setValue, reset, getValues, formState } = form;
  const field = withServerValues(form);
  const [photo, name, lastName] = useWatch({ control, name: ['photo', 'name', 'last_name'] });

  async function onSubmit(values: OwnProfileValues) {
    // What was saved becomes the form's new starting point; the header (server-rendered) shows the new name and photo.
    await submit(() => updateOwnProfileAction(values), () => reset(getValues()));
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" data-testid="profile-form">
      <PhotoField
        id="profile-photo"
        namespace="MyProfile.profile"
        testId="photo-preview"
        value={photo}
        name={`${name} ${lastName}`}
        error={errorOf('photo')}
        onChange={(url) => setValue('photo', url, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-name" label={t('name')} error={errorOf('name')} required>
          <Input {...field.text('name')} maxLength={NAME_MAX} autoComplete="given-name" />
        </FormField>
        <FormField id="profile-last-name" label={t('lastName')} error={errorOf('last_name')} required>
          <Input {...field.text('last_name')} maxLength={NAME_MAX} autoComplete="family-name" />
        </FormField>
        <FormField id="profile-phone" label={t('phone')} error={errorOf('phone')} required>
          <Input {...field.text('phone')} type="tel" inputMode="tel" maxLength={PHONE_MAX} autoComplete="tel" />
        </FormField>
        <FormField id="profile-gender" label={t('gender')} error={errorOf('gender')}>
          <Select
            {...field.text('gender')}
            placeholder={t('genderNone')}
            options={userGenders.map((g) => ({ value: g, label: tGenders(g) }))}
          />
        </FormField>
      </div>
      <FormField id="profile-biography" label={t('biography')} hint={t('biographyHint')} error={errorOf('biography')}>
        <Textarea {...field.text('biography')} rows={4} maxLength={BIOGRAPHY_MAX} />
      </FormField>
      <div className="flex flex-col gap-3 rounded-md border border-border bg-surface p-4 text-sm">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="font-medium text-muted-foreground">{t('email')}</dt>
            <dd className="mt-1 truncate" data-testid="profile-email">
              {readOnly.email}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-muted-foreground">{t('role')}</dt>
            <dd className="mt-1">{readOnly.role}</dd>
          </div>
          <div>
            <dt className="font-medium text-muted-foreground">{t('position')}</dt>
            <dd className="mt-1">{readOnly.position}</dd>
          </div>
        </dl>
        <p className="text-xs text-muted-foreground">{t('readOnlyHint')}</p>
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={formState.isSubmitting}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
