import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DEFAULT_DURATION_MS, ToastProvider, useToast, type ToastOptions } from '@/components/ui/toast';

function Trigger(options: ToastOptions) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>Notify</button>;
}

function setup(options: ToastOptions) {
  render(
    <ToastProvider dismissLabel="Close notification">
      <Trigger {...options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces the message in a polite live region', () => {
    setup({ message: 'Saved', variant: 'success' });
    const message = screen.getByText('Saved');
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('disappears after 5000 ms by default', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    setup({ message: 'Saved', variant: 'success' });
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('honours its own duration', () => {
    setup({ message: 'Oops', variant: 'error', durationMs: 1000 });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Oops')).toBeNull();
  });

  it('can be dismissed with the labelled button', () => {
    setup({ message: 'Heads up', variant: 'warning' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Heads up')).toBeNull();
  });

  it('pauses its timer while hovered', () => {
    setup({ message: 'Read me', variant: 'info', durationMs: 1000 });
    act(() => jest.advanceTimersByTime(600));
    const toast = screen.getByText('Read me').parentElement!;
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    fireEvent.mouseLeave(toast);
    act(() => jest.advanceTimersByTime(399));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Read me')).toBeNull();
  });

  it('styles each variant with its theme colour', () => {
    setup({ message: 'Failed', variant: 'error' });
    expect(screen.getByText('Failed').parentElement).toHaveClass('bg-negative', 'text-negative-foreground');
  });

  it('refuses to be used outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow('useToast must be used inside a ToastProvider');
  });
});
