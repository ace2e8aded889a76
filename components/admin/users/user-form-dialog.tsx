'use client';

import { useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast';
import { formatCpf } from '@/lib/format/cpf';
import { createUserAction, updateUserAction, type UserActionResult } from '@/lib/users/actions';
import { BIOGRAPHY_MAX, NAME_MAX, PHONE_MAX, userGenders, userInputSchema, userPositions, type UserValues } from '@/lib/users/schema';
import { AccessInfoDialog, type AccessInfo } from './access-info-dialog';
import { UserPhotoField } from './user-photo-field';

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
  const tAny = useTranslations();
  const tErrors = useTranslations('Errors');
  const router = useRouter();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [access, setAccess] = useState<AccessInfo | null>(null);
  const defaults = defaultsOf(user);
  const form = useForm<FormValues, unknown, UserValues>({
    resolver: zodResolver(userInputSchema) as unknown as Resolver<FormValues, unknown, UserValues>,
    defaultValues: defaults,
  });
  const { register, handleSubmit, control, setError, reset, formState } = form;
  const photo = useController({ control, name: 'photo' });
  const [firstName, lastName] = useWatch({ control, name: ['name', 'last_name'] });
  const message = (key: string | undefined) => (key ? tAny(key as Parameters<typeof tAny>[0]) : undefined);
  const errorOf = (field: Field) => message(formState.errors[field]?.message);
  const idOf = (field: Field) => `user-${user?.id ?? 'new'}-${field}`;

  async function onSubmit(values: UserValues) {
    let result: UserActionResult & { access?: AccessInfo };
    try {
      result = user ? await updateUserAction(user.id, user.uniqueKey, values) : await createUserAction(values);
    } catch {
      result = { ok: false, message: tErrors('actionFailed') };
    }
    if (!result.ok && result.fieldErrors) {
      for (const [field, text] of Object.entries(result.fieldErrors)) {
        if (field in defaults) setError(field as Field, { message: text }, { shouldFocus: true });
        else toast({ message: text, variant: 'error' });
      }
      return;
    }
    toast({ message: result.message, variant: result.ok ? 'success' : 'error' });
    if (!result.ok) return;
    setOpen(false);
    if (!user) {
      reset(defaultsOf(undefined));
      if (result.access) setAccess(result.access);
    }
    router.refresh();
  }

  const span2 = 'sm:col-span-2';
  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          // A new user's dialog keeps what was typed when it is closed and opened again; an edit starts from the user.
          if (next && user) reset(defaults);
          if (!formState.isSubmitting) setOpen(next);
        }}
      >
        <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
          <Dialog.Content
            aria-describedby={undefined}
            onPointerDownOutside={(event) => event.preventDefault()}
            className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-background p-6 text-foreground shadow-xl data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in"
          >
            <Dialog.Title className="text-lg font-semibold">{user ? t('editTitle') : t('createTitle')}</Dialog.Title>
            {!user && <p className="mt-1 text-sm text-muted-foreground">{t('createHint')}</p>}
            <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-4 grid gap-4 sm:grid-cols-2">
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
                <UserPhotoField
                  id={idOf('photo')}
                  value={photo.field.value}
                  onChange={(url) => photo.field.onChange(url)}
                  name={`${firstName} ${lastName}`.trim()}
                  error={errorOf('photo')}
                />
              </div>
              <div className={`mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${span2}`}>
                <Dialog.Close asChild>
                  <Button type="button" variant="ghost" disabled={formState.isSubmitting}>
                    {t('cancel')}
                  </Button>
                </Dialog.Close>
                <Button type="submit" loading={formState.isSubmitting}>
                  {user ? t('save') : t('create')}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <AccessInfoDialog access={access} onClose={() => setAccess(null)} />
    </>
  );
}
