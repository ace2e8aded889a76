import type { ComponentPropsWithRef } from 'react';
import { clsx } from 'clsx';

/** Shared look of text controls; `aria-invalid="true"` (set by FormField) turns the border red. */
export const controlClasses = clsx(
  'block w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground',
  'placeholder:text-muted-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-negative-text aria-invalid:outline-negative-text',
);

export type InputProps = ComponentPropsWithRef<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input {...props} type={type} className={clsx(controlClasses, 'h-10', className)} />;
}
