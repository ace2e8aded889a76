import type { ComponentPropsWithRef } from 'react';
import { clsx } from 'clsx';
import { controlClasses } from './input';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = ComponentPropsWithRef<'select'> & {
  /** Options to list; `children` (`<option>`/`<optgroup>`) may be given instead or as well. */
  options?: readonly SelectOption[];
  /** Text of a first, empty option (value ""), e.g. "Choose a category". */
  placeholder?: string;
};

/** A native select (keyboard and screen-reader support come with it) with the theme's look. */
export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select {...props} className={clsx(controlClasses, 'h-10 appearance-none pr-9', className)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      >
        <path
          fillRule="evenodd"
          d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
          clipRule="evenodd"
        />
      </svg>
    </div>
  );
}
