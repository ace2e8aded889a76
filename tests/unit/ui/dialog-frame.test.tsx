import { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame, type DialogFrameProps } from '@/components/ui/dialog-frame';

type Props = Partial<Omit<DialogFrameProps, 'open' | 'onOpenChange' | 'initialFocus' | 'children'>> & { focusSecond?: boolean };

function Harness({ focusSecond, ...props }: Props) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame open={open} onOpenChange={setOpen} trigger={<Button>Open</Button>} title="Access information" initialFocus={focusSecond ? second : undefined} {...props}>
      <DialogActions cancelLabel="Close">
        <Button ref={second}>Copy</Button>
      </DialogActions>
    </DialogFrame>
  );
}

function openFrame(props: Props = {}) {
  render(<Harness {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
}

/** A press outside the panel, as the browser sends it (Radix listens for pointerdown on the document). */
async function pressOutside() {
  // Radix starts listening a tick after it opens.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  await act(async () => {
    fireEvent.pointerDown(document.body);
    fireEvent.pointerUp(document.body);
    fireEvent.click(document.body);
  });
}

describe('DialogFrame', () => {
  it('opens from its trigger as a dialog named by its title, with no description unless given', () => {
    openFrame();
    const dialog = screen.getByRole('dialog', { name: 'Access information' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('describes itself with the description', () => {
    openFrame({ description: 'Share it with the new user.' });
    expect(screen.getByRole('dialog', { name: 'Access information' })).toHaveAccessibleDescription('Share it with the new user.');
  });

  it('takes the role and test id it is given', () => {
    openFrame({ role: 'alertdialog', testId: 'access-info' });
    expect(screen.getByRole('alertdialog', { name: 'Access information' })).toHaveAttribute('data-testid', 'access-info');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts focus where it is told', () => {
    openFrame({ focusSecond: true });
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
  });

  it('closes on Escape and from a close button inside', () => {
    openFrame();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on a click outside unless told otherwise', async () => {
    openFrame();
    await pressOutside();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on a click outside when told to', async () => {
    openFrame({ closeOnOutsideClick: true });
    await pressOutside();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lays out its actions after cancel, with one set apart at the start, and can disable cancel', () => {
    render(
      <DialogFrame open onOpenChange={() => {}} title="Insert link">
        <DialogActions cancelLabel="Cancel" cancelDisabled start={<Button>Remove link</Button>}>
          <Button type="submit">Insert</Button>
        </DialogActions>
      </DialogFrame>,
    );
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Remove link', 'Cancel', 'Insert']);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
