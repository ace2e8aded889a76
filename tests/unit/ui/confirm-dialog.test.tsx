import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';

const labels = {
  title: 'Delete article?',
  description: 'This cannot be undone.',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
};

function openWithTrigger(props: Partial<React.ComponentProps<typeof ConfirmDialog>> = {}) {
  const onConfirm = props.onConfirm ?? jest.fn();
  render(<ConfirmDialog {...labels} onConfirm={onConfirm} trigger={<Button>Open</Button>} {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  return onConfirm;
}

describe('ConfirmDialog', () => {
  it('shows the title and description passed in and focuses cancel', () => {
    openWithTrigger();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete article?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('calls onConfirm and closes', async () => {
    const onConfirm = openWithTrigger();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on cancel without confirming', () => {
    const onCancel = jest.fn();
    const onConfirm = openWithTrigger({ onCancel });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows loading and stays open until an async confirmation settles', async () => {
    let finish!: () => void;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    openWithTrigger({ onConfirm });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open and reports the error when the confirmation fails', async () => {
    const onError = jest.fn();
    openWithTrigger({ onConfirm: () => Promise.reject(new Error('nope')), onError });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('nope')));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-busy');
  });

  it('reports open changes in controlled mode', async () => {
    const onOpenChange = jest.fn();
    render(<ConfirmDialog {...labels} open onOpenChange={onOpenChange} onConfirm={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
