import { act, render, screen } from '@testing-library/react';
import { LOADING_OVERLAY_HIDE_DELAY_MS, LoadingOverlay } from '@/components/ui/loading-overlay';

describe('LoadingOverlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders nothing while never active', () => {
    render(<LoadingOverlay active={false} label="Loading" />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a status with its label while active', () => {
    render(<LoadingOverlay active label="Loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('stays 500 ms after active becomes false', () => {
    expect(LOADING_OVERLAY_HIDE_DELAY_MS).toBe(500);
    const { rerender } = render(<LoadingOverlay active label="Loading" />);
    rerender(<LoadingOverlay active={false} label="Loading" />);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('restarts the delay when it becomes active again meanwhile', () => {
    const { rerender } = render(<LoadingOverlay active label="Loading" />);
    rerender(<LoadingOverlay active={false} label="Loading" />);
    act(() => jest.advanceTimersByTime(400));
    rerender(<LoadingOverlay active label="Loading" />);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(<LoadingOverlay active={false} label="Loading" />);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
