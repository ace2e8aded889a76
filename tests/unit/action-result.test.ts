/** @jest-environment node */
import { AppError } from '@/lib/core/errors';
import { runAction, runActionWithData, type ActionOptions } from '@/lib/api/action-result';
import { requireRoute } from '@/lib/auth/current-user';
import { logger } from '@/lib/logger';
import en from '@/messages/en.json';

jest.mock('next-intl/server', () => ({ getLocale: jest.fn(async () => 'en') }));
jest.mock('@/lib/auth/current-user', () => ({ requireRoute: jest.fn() }));
jest.mock('@/lib/logger', () => ({ logger: { error: jest.fn() } }));

const signedIn = { id: 7, grants: ['list-of-categories'] };
const options: ActionOptions = { route: 'list-of-categories', logLabel: 'category action failed' };
const invalid = () =>
  new AppError('Errors.validation', 422, { fieldErrors: [{ field: 'image', messageKey: 'Validation.imageRequired' }], errorCode: 'NO_COVER' });

beforeEach(() => {
  jest.mocked(requireRoute).mockReset().mockResolvedValue(signedIn as never);
  jest.mocked(logger.error).mockReset();
});

describe('runAction', () => {
  it('checks the route, runs the work for the signed-in user and answers the translated success', async () => {
    const work = jest.fn(async () => ({ id: 1 }));
    expect(await runAction(work, 'Success.categoryCreated', options)).toEqual({ ok: true, message: en.Success.categoryCreated });
    expect(requireRoute).toHaveBeenCalledWith('list-of-categories');
    expect(work).toHaveBeenCalledWith(signedIn);
  });

  it('builds the success message from what the work returned', async () => {
    const result = await runAction(async () => 3, (count, t, locale) => `${t('Errors.actionFailed')} ${count} ${locale}`, options);
    expect(result).toEqual({ ok: true, message: `${en.Errors.actionFailed} 3 en` });
  });

  it('lets the redirect of requireRoute through and never runs the work', async () => {
    jest.mocked(requireRoute).mockRejectedValue(new Error('NEXT_REDIRECT'));
    const work = jest.fn();
    await expect(runAction(work, 'Success.categoryCreated', options)).rejects.toThrow('NEXT_REDIRECT');
    expect(work).not.toHaveBeenCalled();
  });

  it('turns an AppError into its translated message, field errors and code', async () => {
    const result = await runAction(async () => Promise.reject(invalid()), 'Success.categoryCreated', options);
    expect(result).toEqual({ ok: false, message: en.Errors.validation, fieldErrors: { image: en.Validation.imageRequired }, errorCode: 'NO_COVER' });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('leaves out field errors and code when the AppError has none', async () => {
    const result = await runAction(async () => Promise.reject(new AppError('Errors.resultNotFound', 404)), 'Success.categoryCreated', options);
    expect(result).toEqual({ ok: false, message: en.Errors.resultNotFound });
  });

  it('says the first field error when asked to (spec §8)', async () => {
    const result = await runAction(async () => Promise.reject(invalid()), 'Success.categoryCreated', { ...options, refusal: 'first-field' });
    expect(result).toMatchObject({ ok: false, message: en.Validation.imageRequired, fieldErrors: { image: en.Validation.imageRequired } });
  });

  it('answers only the generic failure for any refusal when asked to', async () => {
    const result = await runAction(async () => Promise.reject(invalid()), 'Success.categoryCreated', { ...options, refusal: 'generic' });
    expect(result).toEqual({ ok: false, message: en.Errors.actionFailed });
  });

  it('logs an unexpected error and answers the failure message', async () => {
    const boom = new Error('database down');
    expect(await runAction(async () => Promise.reject(boom), 'Success.categoryCreated', options)).toEqual({ ok: false, message: en.Errors.actionFailed });
    expect(logger.error).toHaveBeenCalledWith({ err: boom, route: 'list-of-categories' }, 'category action failed');
    const layout = await runAction(async () => Promise.reject(boom), 'Success.layoutSaved', { ...options, failureKey: 'Errors.layoutSaveFailed' });
    expect(layout).toEqual({ ok: false, message: en.Errors.layoutSaveFailed });
  });
});

describe('runActionWithData', () => {
  it('sends back what the work returned', async () => {
    expect(await runActionWithData(async () => ({ id: 1 }), 'Success.categoryCreated', options)).toEqual({
      ok: true,
      message: en.Success.categoryCreated,
      data: { id: 1 },
    });
  });
});
