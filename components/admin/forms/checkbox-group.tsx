import type { ReactNode } from 'react';

/** A form field holding the values of the ticked boxes (react-hook-form's controller field). */
export interface CheckedValuesField {
  value: string[];
  onChange: (values: string[]) => void;
  onBlur: () => void;
}

/**
 * A required group of checkboxes: its legend, a hint (`<id>-hint`) when given, the boxes (`children`)
 * and the field's error (`<id>-error`), both named by the group's aria-describedby.
 */
export function CheckboxGroup({
  id,
  legend,
  hint,
  error,
  errorRole,
  children,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  /** 'alert' to have the error read out when it appears. */
  errorRole?: 'alert';
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}>
      <legend className="mb-1 text-sm font-medium">
        {legend}
        <span aria-hidden="true" className="ml-0.5 text-negative-text">
          *
        </span>
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} role={errorRole} className="text-sm text-negative-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * One box of a CheckboxGroup, ticked when the field holds its value; its label and notes follow
 * (`children`). Ticking keeps the field in `order` when given, else in the order of ticking.
 */
export function CheckboxItem({
  id,
  value,
  field,
  order,
  disabled,
  describedBy,
  children,
}: {
  id: string;
  value: string;
  field: CheckedValuesField;
  order?: readonly string[];
  /** Given (even false) for a group where some boxes may be locked. */
  disabled?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  function toggle(checked: boolean) {
    const current = new Set(field.value);
    if (checked) current.add(value);
    else current.delete(value);
    field.onChange(order ? order.filter((v) => current.has(v)) : [...current]);
  }
  return (
    <li className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        value={value}
        checked={field.value.includes(value)}
        disabled={disabled}
        onChange={(event) => toggle(event.target.checked)}
        onBlur={field.onBlur}
        aria-describedby={describedBy || undefined}
        className={`mt-0.5 size-4 shrink-0 accent-primary${disabled === undefined ? '' : ' disabled:cursor-not-allowed'}`}
      />
      {children}
    </li>
  );
}
