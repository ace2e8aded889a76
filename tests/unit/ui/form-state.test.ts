import { initialFormState, refusalOf } from '@/components/ui/form-state';

describe('refusalOf', () => {
  it('shows nothing before the first answer, after a success, or when only fields were refused', () => {
    expect(refusalOf(initialFormState)).toBeUndefined();
    expect(refusalOf({ ok: true, message: 'Saved.' })).toBeUndefined();
    expect(refusalOf({ ok: false, message: '', fieldErrors: { email: 'Invalid email.' } })).toBeUndefined();
  });

  it("shows a refusal's own words", () => {
    expect(refusalOf({ ok: false, message: 'Invalid credentials.' })).toBe('Invalid credentials.');
  });
});
