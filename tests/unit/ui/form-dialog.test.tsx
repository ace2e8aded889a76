import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from '@/components/ui/button';
import { FormDialog, type FormDialogProps } from '@/components/ui/form-dialog';

type Props = Partial<Omit<FormDialogProps, 'open' | 'onOpenChange'>>;

function Harness(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>New category</Button>}
      title="New category"
      busy={false}
      onSubmit={(event) => event.preventDefault()}
      cancelLabel="Cancel"
      submitLabel="Save"
      {...props}
    >
      <label htmlFor="name">Name</label>
      <input id="name" />
    </FormDialog>
  );
}

function openDialog(props: Props = {}) {
  render(<Harness {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'New category' }));
  return screen.getByRole('dialog', { name: 'New category' });
}

describe('FormDialog', () => {
  it('opens from its trigger, titled, with the fields and a cancel / submit footer', () => {
    const onOpen = jest.fn();
    const dialog = openDialog({ onOpen });
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('describes itself with the description', () => {
    expect(openDialog({ description: 'Code for the page head.' })).toHaveAccessibleDescription('Code for the page head.');
  });

  it('submits the form through onSubmit', () => {
    const onSubmit = jest.fn((event: React.FormEvent) => event.preventDefault());
    openDialog({ onSubmit });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes on cancel', () => {
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', () => {
    fireEvent.keyDown(openDialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be closed while busy: cancel is disabled, Escape is ignored and submit shows it is working', () => {
    const { rerender } = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'New category' }));
    rerender(<Harness busy />);
    const dialog = screen.getByRole('dialog', { name: 'New category' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'New category' })).toBeInTheDocument();
  });
});
