import { emailAddressField } from '@/lib/core/fields';

describe('emailAddressField', () => {
  const field = emailAddressField();

  it('takes an address trimmed and in lower case', () => {
    expect(field.parse('  Ana@Example.COM ')).toBe('ana@example.com');
  });

  it('says "required" for an empty one and "invalid" for a malformed or overlong one', () => {
    const problem = (value: unknown) => field.safeParse(value).error?.issues[0]?.message;
    expect(problem('  ')).toBe('Validation.emailRequired');
    expect(problem(undefined)).toBe('Validation.emailRequired');
    expect(problem('ana@')).toBe('Validation.emailInvalid');
    expect(problem(`${'a'.repeat(250)}@x.com`)).toBe('Validation.emailInvalid');
  });
});
