import { Input, type InputProps } from '@/components/ui/input';

/**
 * The account's email on the sign-in and recovery screens, offered by password managers as the
 * username. Placed inside a FormField, it takes the field's id and aria attributes like an Input.
 */
export function AccountEmailInput(props: InputProps) {
  return (
    <Input
      name="email"
      type="email"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}
