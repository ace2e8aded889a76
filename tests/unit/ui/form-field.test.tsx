import { render, screen } from '@testing-library/react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

describe('FormField', () => {
  it('labels the control', () => {
    render(
      <FormField id="email" label="E-mail">
        <Input />
      </FormField>,
    );
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('id', 'email');
  });

  it('links the error with aria-describedby and marks the control invalid', () => {
    render(
      <FormField id="email" label="E-mail" error="Invalid e-mail">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid e-mail');
    expect(input).toHaveAttribute('aria-describedby', 'email-error');
  });

  it('describes the control with both hint and error, keeping its own description', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <FormField id="password" label="Password" hint="At least 8 characters" error="Your password is weak">
          <Input type="password" aria-describedby="extra" />
        </FormField>
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-describedby', 'extra password-hint password-error');
    expect(input).toHaveAccessibleDescription('Extra At least 8 characters Your password is weak');
  });

  it('is neither invalid nor described when there is no error or hint', () => {
    render(
      <FormField id="name" label="Name" error="">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('hands the attributes to a render prop', () => {
    render(
      <FormField id="message" label="Message" error="Message is required" required>
        {(control) => <Textarea {...control} />}
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toBeRequired();
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('Message is required');
  });

  it('works with a select and its options', () => {
    render(
      <FormField id="category" label="Category">
        <Select placeholder="Choose" options={[{ value: 'a', label: 'Alpha' }]} defaultValue="a" />
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('a');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose', 'Alpha']);
  });
});
