import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useForm } from 'react-hook-form';
import { ReauthProvider, type ReauthenticateAction } from '@/components/admin/reauth-dialog';
import { useFormAction } from '@/components/admin/use-form-action';
import { ToastProvider } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/api/action-result';
import en from '@/messages/en.json';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const refused: ActionResult = { ok: false, message: en.Errors.reauthRequired, errorCode: 'REAUTH_REQUIRED' };

function SaveForm({ action, onSaved }: { action: () => Promise<ActionResult>; onSaved: () => void }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: 'Editors' } });
  const submit = useFormAction(form);
  return (
    <form onSubmit={form.handleSubmit(() => submit(action, onSaved))}>
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(action: () => Promise<ActionResult>, reauthenticate: ReauthenticateAction, twoFactor = false) {
  const onSaved = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <ToastProvider dismissLabel="Close">
        <ReauthProvider twoFactor={twoFactor} reauthenticate={reauthenticate}>
          <SaveForm action={action} onSaved={onSaved} />
        </ReauthProvider>
      </ToastProvider>
    </NextIntlClientProvider>,
  );
  return onSaved;
}

async function save() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  return screen.findByRole('dialog', { name: en.Reauth.title });
}

beforeEach(() => refresh.mockReset());

describe('the re-authentication dialog', () => {
  it('asks for the password on REAUTH_REQUIRED, then sends the change again', async () => {
    const action = jest.fn<Promise<ActionResult>, []>().mockResolvedValueOnce(refused).mockResolvedValueOnce({ ok: true, message: 'Role updated.' });
    const reauthenticate = jest.fn<ReturnType<ReauthenticateAction>, Parameters<ReauthenticateAction>>();
    reauthenticate
      .mockResolvedValueOnce({ ok: false, message: '', fieldErrors: { password: en.Errors.currentPasswordIncorrect } })
      .mockResolvedValueOnce({ ok: true, message: en.Reauth.success, data: { reauthenticatedUntil: new Date().toISOString() } });
    const onSaved = renderForm(action, reauthenticate);

    await save();
    const password = screen.getByLabelText(new RegExp(`^${en.Reauth.password}`));
    expect(password).toHaveFocus();
    expect(screen.queryByRole('button', { name: en.Reauth.useCode })).toBeNull();

    fireEvent.change(password, { target: { value: 'wrong' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.Reauth.confirm })));
    expect(password).toHaveAccessibleDescription(en.Errors.currentPasswordIncorrect);
    expect(password).toHaveFocus();
    expect(action).toHaveBeenCalledTimes(1);

    fireEvent.change(password, { target: { value: 'Correct-Horse-9' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.Reauth.confirm })));
    expect(reauthenticate).toHaveBeenLastCalledWith({ password: 'Correct-Horse-9' });
    await waitFor(() => expect(screen.getByText('Role updated.')).toBeInTheDocument());
    expect(action).toHaveBeenCalledTimes(2);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: en.Reauth.title })).toBeNull();
  });

  it('offers a code from the app to a person with two-factor on', async () => {
    const action = jest.fn<Promise<ActionResult>, []>().mockResolvedValueOnce(refused).mockResolvedValueOnce({ ok: true, message: 'Saved.' });
    const reauthenticate = jest.fn<ReturnType<ReauthenticateAction>, Parameters<ReauthenticateAction>>().mockResolvedValue({ ok: true, message: '' });
    renderForm(action, reauthenticate, true);
    const dialog = await save();
    expect(dialog).toHaveAccessibleDescription(en.Reauth.descriptionCode);
    fireEvent.click(screen.getByRole('button', { name: en.Reauth.useCode }));
    fireEvent.change(screen.getByLabelText(new RegExp(`^${en.Reauth.code}`)), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.Reauth.confirm })));
    expect(reauthenticate).toHaveBeenCalledWith({ code: '123456' });
    await waitFor(() => expect(screen.getByText('Saved.')).toBeInTheDocument());
  });

  it('dismissed with Escape, leaves the change unsent and says why', async () => {
    const action = jest.fn<Promise<ActionResult>, []>().mockResolvedValue(refused);
    const onSaved = renderForm(action, jest.fn());
    const dialog = await save();
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en.Reauth.title })).toBeNull());
    expect(screen.getByText(en.Errors.reauthRequired)).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
