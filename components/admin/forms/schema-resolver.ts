import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a form whose fields hold plain strings while the schema (shared with the server
 * action) accepts a wider input and outputs the parsed values: the submit handler receives the
 * schema's output, checked against `TOutput`; the form's own values stay `TForm`.
 */
export function schemaResolver<TForm extends FieldValues, TOutput extends FieldValues>(schema: z.ZodType<TOutput, unknown>): Resolver<TForm, unknown, TOutput> {
  // The schema validates whatever the fields hold: its input type says what it accepts, not what a form may send.
  return zodResolver(schema as z.ZodType<TOutput, TForm>);
}
