import { emailPattern, isValidEmail } from '@/lib/format/email';

describe('isValidEmail', () => {
  it.each(['ana@example.com', 'ana.souza_1-x@mail.example.com.br', 'A.B@EXAMPLE.ORG', 'x@a-b.info', 'a@b.co'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    ['no at sign', 'ana.example.com'],
    ['two at signs', 'ana@@example.com'],
    ['an empty local part', '@example.com'],
    ['a plus in the local part', 'ana+tag@example.com'],
    ['no top-level domain', 'ana@localhost'],
    ['a one-letter top-level domain', 'ana@example.c'],
    ['a five-letter top-level domain', 'ana@example.comms'],
    ['a digit in the top-level domain', 'ana@example.c0m'],
    ['an empty domain label', 'ana@example..com'],
    ['spaces', ' ana@example.com'],
    ['an underscore in the domain', 'ana@ex_ample.com'],
    ['an empty string', ''],
  ])('refuses %s', (_case, email) => expect(isValidEmail(email)).toBe(false));

  it('exports a stateless pattern usable by zod', () => {
    expect(emailPattern.global).toBe(false);
    expect(emailPattern.test('ana@example.com')).toBe(true);
    expect(emailPattern.test('ana@example.com')).toBe(true);
  });
});
