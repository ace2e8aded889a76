import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';

function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * react-hook-form's `register` leaves inputs uncontrolled and fills them from `defaultValues` only once
 * it holds their DOM node, after hydration: the server HTML would show a blank form until the
 * JavaScript arrives (an editor on a slow connection once saved from that state). These wrappers add
 * the form's default (saved) value as the input's `defaultValue` / `defaultChecked`, so the server
 * renders the saved values and hydration changes nothing. The defaults, not the current values: a
 * re-render while the user edits must not move `defaultChecked` of a radio group under them, and
 * `reset(saved)` updates the defaults along with the inputs.
 */
export function withServerValues<T extends FieldValues, C, O extends FieldValues>(form: UseFormReturn<T, C, O>) {
  const { register } = form;
  const getValues = (name: Path<T>): unknown => {
    let value: unknown = form.formState.defaultValues;
    for (const key of name.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return value;
  };
  return {
    /** Text inputs, textareas and selects. */
    text<N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) {
      return { ...register(name, options), defaultValue: asText(getValues(name)) };
    },
    /** A checkbox bound to a boolean. */
    checkbox<N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) {
      return { ...register(name, options), defaultChecked: Boolean(getValues(name)) };
    },
    /** One radio button of a group bound to a string. */
    radio<N extends Path<T>>(name: N, value: string, options?: RegisterOptions<T, N>) {
      return { ...register(name, options), value, defaultChecked: asText(getValues(name)) === value };
    },
  };
}
