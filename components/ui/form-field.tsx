import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { clsx } from 'clsx';

/** Attributes FormField gives its control so the label, hint and error are announced with it. */
export type FormFieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export type FormFieldProps = {
  /** Id of the control; the hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** Marks the field as required (aria-required and a visual asterisk). */
  required?: boolean;
  className?: string;
  /** A single control element (it receives the props below), or a function rendering it from them. */
  children: ReactElement<Partial<FormFieldControlProps>> | ((control: FormFieldControlProps) => ReactNode);
};

export function formFieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** Label, control, hint and error text, linked with `htmlFor`, `aria-describedby` and `aria-invalid`. */
export function FormField({ id, label, error, hint, required, className, children }: FormFieldProps) {
  const ids = formFieldIds(id);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const describedBy = [hasHint && ids.hint, hasError && ids.error].filter(Boolean).join(' ') || undefined;
  const control: FormFieldControlProps = {
    id,
    ...(describedBy && { 'aria-describedby': describedBy }),
    ...(hasError && { 'aria-invalid': true as const }),
    ...(required && { 'aria-required': true as const }),
  };

  let rendered: ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else if (isValidElement(children)) {
    const own = children.props['aria-describedby'];
    rendered = cloneElement(children, {
      ...control,
      'aria-describedby': [own, describedBy].filter(Boolean).join(' ') || undefined,
    });
  } else {
    rendered = children;
  }

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-negative-text">
            *
          </span>
        )}
      </label>
      {rendered}
      {hasHint && (
        <p id={ids.hint} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={ids.error} className="text-sm text-negative-text">
          {error}
        </p>
      )}
    </div>
  );
}
