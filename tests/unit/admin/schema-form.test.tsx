import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { z } from 'zod';
import { useSchemaForm } from '@/components/admin/forms/use-schema-form';
import { ToastProvider } from '@/components/ui/toast';
import en from '@/messages/en.json';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

// The form holds strings; the schema trims and turns the count into a number (its output).
const schema = z.object({
  name: z.string().trim().min(1, 'Validation.nameRequired'),
  count: z.coerce.number(),
});
type FormValues = { name: string; count: string };
type Output = z.output<typeof schema>;

function CountForm({ onValid }: { onValid: (values: Output) => void }) {
  const { form, errorOf } = useSchemaForm<FormValues, Output>(schema, { name: '', count: '2' });
  const error = errorOf('name');
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name')} />
      {error && <p>{error}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm() {
  const onValid = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <ToastProvider dismissLabel="Close">
        <CountForm onValid={onValid} />
      </ToastProvider>
    </NextIntlClientProvider>,
  );
  return onValid;
}

describe('useSchemaForm', () => {
  it("shows the schema's catalogue key translated under the field and does not submit", async () => {
    const onValid = renderForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText(en.Validation.nameRequired)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("hands the submit handler the schema's output", async () => {
    const onValid = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Ana ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ana', count: 2 }, expect.anything());
  });
});
