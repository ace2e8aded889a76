import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/**
 * The emailed six-digit code of recovery and device verification. A refused code is already said
 * in the box above the form, so the field is only marked invalid (focus goes there) without
 * repeating it.
 */
export function CodeField({ id, label, hint, error, refused }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; refused: boolean }) {
  return (
    <FormField id={id} label={label} hint={hint} error={refused ? undefined : error} required>
      <Input
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        className="text-center font-mono text-lg tracking-[0.5em]"
        aria-invalid={refused ? true : undefined}
        required
      />
    </FormField>
  );
}
