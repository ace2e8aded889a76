'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useController, useWatch } from 'react-hook-form';
import { useSchemaForm } from '@/components/admin/forms/use-schema-form';
import { PhotoField } from '@/components/admin/photo-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { formatCpf } from '@/lib/format/cpf';
import { createUserAction, updateUserAction } from '@/lib/api/actions/users';
import { BIOGRAPHY_MAX, NAME_MAX, PHONE_MAX, userGenders, userInputSchema, userPositions, type UserValues } from '@/lib/users/schema';
import { AccessInfoDialog, type AccessInfo } from './access-info-dialog';

type FormValues = {
  name: string;
  last_name: string;
  email: string;
  position: string;
  permission: string;
  gender: string;
  cpf: string;
  phone: string;
  biography: string;
  photo: string;
};
type Field = keyof FormValues;

/** A role offered as `permission`; `grantable` false: it holds something the viewer lacks. */
export interface RoleChoice {
  name: string;
  title: string;
  grantable: boolean;
}

export interface UserFormUser {
  id: number;
  uniqueKey: string;
  name: string;
  lastName: string;
  email: string;
  position: string | null;
  permission: string | null;
  gender: string | null;
  cpf: string | null;
  phone: string | null;
  biography: string | null;
  photo: string | null;
  /** The version loaded (sent back with the save: 409 VERSION_CONFLICT when someone saved since). */
  version?: number;
}

export type UserFormDialogProps = {
  /** Absent: a new user (status first-access; the access information is shown after saving). */
  user?: UserFormUser;
  roles: readonly RoleChoice[];
  trigger: ReactNode;
};

function defaultsOf(user: UserFormUser | undefined): FormValues {
  return {
    name: user?.name ?? '',
    last_name: user?.lastName ?? '',
    email: user?.email ?? '',
    position: user?.position ?? '',
    permission: user?.permission ?? '',
    gender: user?.gender ?? '',
    cpf: user?.cpf ? formatCpf(user.cpf) : '',
    phone: user?.phone ?? '',
    biography: user?.biography ?? '',
    photo: user?.photo ?? '',
  };
}

/**
 * Add or edit a user: the fields of §2 validated by userInputSchema in the browser and again on the
 * server, whose field errors show under the fields; what was typed stays after a refusal.
 */
export function UserFormDialog({ user, roles, trigger }: UserFormDialogProps) {
  const t = useTranslations('Users.form');
  const tPositions = useTranslations('Profile.positions');
  const [open, setOpen] = useState(false);
  const [access, setAccess] = useState<AccessInfo | null>(null);
  const defaults = defaultsOf(user);
  const { form, submit, errorOf } = useSchemaForm<FormValues, UserValues>(userInputSchema, defaults);
  const { register, handleSubmit, control, reset, formState } = form;
  const photo = useController({ control, name: 'photo' });
  const [firstName, lastName] = useWatch({ control, name: ['name', 'last_name'] });
  const idOf = (field: Field) => `user-${user?.id ?? 'new'}-${field}`;

  async function onSubmit(values: UserValues) {
    if (user) {
      // The version loaded goes with the save: one made since by someone else is refused (the form keeps what was typed).
      await submit(() => updateUserAction(user.id, user.uniqueKey, { ...values, version: user.version }), () => setOpen(false));
      return;
    }
    await submit(
      () => createUserAction(values),
      (created) => {
        setOpen(false);
        reset(defaultsOf(undefined));
        if (created.access) setAccess(created.access);
      },
    );
  }

  const span2 = 'sm:col-span-2';
  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        // A new user's dialog keeps what was typed when it is closed and opened again; an edit starts from the user.
        onOpen={user ? () => reset(defaults) : undefined}
        trigger={trigger}
        title={user ? t('editTitle') : t('createTitle')}
        description={user ? undefined : t('createHint')}
        width="wide"
        layout="columns"
        busy={formState.isSubmitting}
        onSubmit={handleSubmit(onSubmit)}
        cancelLabel={t('cancel')}
        submitLabel={user ? t('save') : t('create')}
      >
        <FormField id={idOf('name')} label={t('name')} error={errorOf('name')} required>
          <Input {...register('name')} maxLength={NAME_MAX} autoComplete="off" />
        </FormField>
        <FormField id={idOf('last_name')} label={t('lastName')} error={errorOf('last_name')} required>
          <Input {...register('last_name')} maxLength={NAME_MAX} autoComplete="off" />
        </FormField>
        <FormField id={idOf('email')} label={t('email')} error={errorOf('email')} required className={span2}>
          <Input {...register('email')} type="email" inputMode="email" autoComplete="off" spellCheck={false} />
        </FormField>
        <FormField id={idOf('position')} label={t('position')} error={errorOf('position')} required>
          <Select
            {...register('position')}
            placeholder={t('choose')}
            options={userPositions.map((p) => ({ value: p, label: tPositions(p) }))}
          />
        </FormField>
        <FormField
          id={idOf('permission')}
          label={t('permission')}
          error={errorOf('permission')}
          hint={roles.some((r) => !r.grantable) ? t('permissionHint') : undefined}
          required
        >
          <Select
            {...register('permission')}
            placeholder={t('choose')}
            options={roles.map((r) => ({ value: r.name, label: r.title, disabled: !r.grantable }))}
          />
        </FormField>
        <FormField id={idOf('gender')} label={t('gender')} error={errorOf('gender')}>
          <Select {...register('gender')} placeholder={t('genderUnset')} options={userGenders.map((g) => ({ value: g, label: t(`genders.${g}`) }))} />
        </FormField>
        <FormField id={idOf('cpf')} label={t('cpf')} error={errorOf('cpf')} hint={t('cpfHint')} required>
          <Input {...register('cpf')} inputMode="numeric" autoComplete="off" maxLength={14} placeholder="000.000.000-00" />
        </FormField>
        <FormField id={idOf('phone')} label={t('phone')} error={errorOf('phone')} required>
          <Input {...register('phone')} type="tel" inputMode="tel" autoComplete="off" maxLength={PHONE_MAX} />
        </FormField>
        <FormField id={idOf('biography')} label={t('biography')} error={errorOf('biography')} className={span2}>
          <Textarea {...register('biography')} rows={3} maxLength={BIOGRAPHY_MAX} />
        </FormField>
        <div className={span2}>
          <PhotoField
            id={idOf('photo')}
            namespace="Users.form"
            testId="user-photo-preview"
            value={photo.field.value}
            onChange={(url) => photo.field.onChange(url)}
            name={`${firstName} ${lastName}`.trim()}
            error={errorOf('photo')}
          />
        </div>
      </FormDialog>
      <AccessInfoDialog access={access} onClose={() => setAccess(null)} />
    </>
  );
}
