import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useFieldErrorText, useFormAction, type FormActionOptions } from '@/components/admin/use-form-action';
import { ToastProvider } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/api/action-result';
import en from '@/messages/en.json';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

type Values = { name: string };

function NameForm({ action, onSaved, options }: { action: () => Promise<ActionResult>; onSaved: () => void; options?: FormActionOptions }) {
  const form = useForm<Values>({ defaultValues: { name: 'Ana' } });
  const submit = useFormAction(form, options);
  const errorText = useFieldErrorText();
  const error = errorText(form.formState.errors.name);
  return (
    <form onSubmit={form.handleSubmit(() => submit(action, onSaved))}>
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name')} aria-describedby={error ? 'name-error' : undefined} />
      {error && <p id="name-error">{error}</p>}
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.setError('name', { message: 'Validation.nameRequired' })}>
        Check
      </button>
    </form>
  );
}

async function submitWith(action: () => Promise<ActionResult>, options?: FormActionOptions) {
  const onSaved = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <ToastProvider dismissLabel="Close">
        <NameForm action={action} onSaved={onSaved} options={options} />
      </ToastProvider>
    </NextIntlClientProvider>,
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  return onSaved;
}

beforeEach(() => refresh.mockReset());

describe('useFormAction', () => {
  it('after a success shows the message, runs onSaved and refreshes the page', async () => {
    const onSaved = await submitWith(async () => ({ ok: true, message: 'Saved.' }));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('puts the server field errors under the fields, keeps what was typed and focuses the field', async () => {
    const onSaved = await submitWith(async () => ({ ok: false, message: 'Some fields are invalid.', fieldErrors: { name: 'Name is taken' } }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is taken');
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByText('Some fields are invalid.')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shows a field error for a field the form lacks as a toast', async () => {
    await submitWith(async () => ({ ok: false, message: 'Some fields are invalid.', fieldErrors: { status: 'Invalid status' } }));
    expect(screen.getByText('Invalid status')).toBeInTheDocument();
  });

  it('shows a refusal as a toast and keeps the form', async () => {
    const onSaved = await submitWith(async () => ({ ok: false, message: 'Access denied' }));
    expect(screen.getByText('Access denied')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('says "Action failed" when the action throws', async () => {
    await submitWith(async () => Promise.reject(new Error('offline')));
    expect(screen.getByText(en.Errors.actionFailed)).toBeInTheDocument();
  });

  it('says the message the form names when the action throws', async () => {
    await submitWith(async () => Promise.reject(new Error('offline')), { failureKey: 'layoutSaveFailed' });
    expect(screen.getByText(en.Errors.layoutSaveFailed)).toBeInTheDocument();
  });

  it('shows a refusal whose code the form lists as a warning, others as errors', async () => {
    const options = { warningCodes: ['VERSION_ALREADY_APPLIED'] };
    const onSaved = await submitWith(async () => ({ ok: false, message: 'Version already applied', errorCode: 'VERSION_ALREADY_APPLIED' }), options);
    expect(screen.getByText('Version already applied').closest('[data-variant]')).toHaveAttribute('data-variant', 'warning');
    expect(onSaved).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shows a refusal with another code as an error', async () => {
    await submitWith(async () => ({ ok: false, message: 'Access denied', errorCode: 'ACCESS_DENIED' }), { warningCodes: ['VERSION_ALREADY_APPLIED'] });
    expect(screen.getByText('Access denied').closest('[data-variant]')).toHaveAttribute('data-variant', 'error');
  });
});

describe('useFieldErrorText', () => {
  it("translates the browser's own catalogue keys", async () => {
    await submitWith(async () => ({ ok: true, message: 'Saved.' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check' })));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(en.Validation.nameRequired);
  });
});
