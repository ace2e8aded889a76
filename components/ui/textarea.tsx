import type { ComponentPropsWithRef } from 'react';
import { clsx } from 'clsx';
import { controlClasses } from './input';

export type TextareaProps = ComponentPropsWithRef<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea {...props} rows={rows} className={clsx(controlClasses, 'min-h-20 resize-y', className)} />;
}
