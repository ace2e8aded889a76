/** @jest-environment node */
import { fieldFormRefusal, toFormState } from '@/lib/core/action-result';
import { AppError } from '@/lib/core/errors';
import { translator } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import en from '@/messages/en.json';

jest.mock('@/lib/logger', () => ({ logger: { error: jest.fn() } }));

const t = translator('en');

describe('toFormState for the sign-in, account and public forms (fieldFormRefusal)', () => {
  it('shows nothing above the form when the refusal is only problems of fields', () => {
    const refusal = new AppError('Errors.validation', 422, { fieldErrors: [{ field: 'email', messageKey: 'Errors.invalidCode' }] });
    expect(toFormState(refusal, t, fieldFormRefusal)).toEqual({ ok: false, message: '', fieldErrors: { email: en.Errors.invalidCode } });
  });

  it('keeps its own message when a refusal names a field for a reason of its own', () => {
    const refusal = new AppError('Errors.invalidCode', 422, { fieldErrors: [{ field: 'code', messageKey: 'Errors.invalidCode' }] });
    expect(toFormState(refusal, t, fieldFormRefusal)).toEqual({
      ok: false,
      message: en.Errors.invalidCode,
      fieldErrors: { code: en.Errors.invalidCode },
    });
  });

  it('says a refusal without fields above the form', () => {
    expect(toFormState(new AppError('Errors.invalidCode', 422), t, fieldFormRefusal)).toEqual({ ok: false, message: en.Errors.invalidCode });
  });

  it('throws an unexpected failure on to the error boundary, without logging it here', () => {
    const failure = new Error('database down');
    expect(() => toFormState(failure, t, fieldFormRefusal)).toThrow(failure);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('still answers "Some fields are invalid." to the back office, which does not ask for fields alone', () => {
    const refusal = new AppError('Errors.validation', 422, { fieldErrors: [{ field: 'email', messageKey: 'Errors.invalidCode' }] });
    expect(toFormState(refusal, t).message).toBe(en.Errors.validation);
  });
});
