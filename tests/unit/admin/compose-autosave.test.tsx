import { renderHook } from '@testing-library/react';
import { AUTOSAVE_DELAY_MS, autosaveMode, useAutosave } from '@/components/admin/compose/autosave';

describe('autosaveMode', () => {
  it('creates a new article only once it has a title', () => {
    expect(autosaveMode({ exists: false, status: null, title: '' })).toBe('off');
    expect(autosaveMode({ exists: false, status: null, title: '   ' })).toBe('off');
    expect(autosaveMode({ exists: false, status: null, title: 'Olá' })).toBe('create');
  });

  it('updates drafts and never autosaves a published article', () => {
    expect(autosaveMode({ exists: true, status: 'draft', title: 'Olá' })).toBe('update');
    expect(autosaveMode({ exists: true, status: 'published', title: 'Olá' })).toBe('off');
  });
});

describe('useAutosave', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  type Props = { changeCount: number; dirty: boolean; enabled: boolean };
  function setup(initial: Props) {
    const save = jest.fn();
    const hook = renderHook((props: Props) => useAutosave({ ...props, save }), { initialProps: initial });
    return { save, ...hook };
  }

  it('saves once the delay has passed after the last change, not before', () => {
    const { save, rerender } = setup({ changeCount: 1, dirty: true, enabled: true });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    // Saved and clean: nothing more until the next change.
    rerender({ changeCount: 1, dirty: false, enabled: true });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS * 3);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('restarts the wait on every change, so typing never saves mid-sentence', () => {
    const { save, rerender } = setup({ changeCount: 1, dirty: true, enabled: true });
    for (let count = 2; count <= 5; count++) {
      jest.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1000);
      rerender({ changeCount: count, dirty: true, enabled: true });
    }
    expect(save).not.toHaveBeenCalled();
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled or without unsaved changes, and stops when unmounted', () => {
    const { save, rerender, unmount } = setup({ changeCount: 1, dirty: true, enabled: false });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2);
    rerender({ changeCount: 2, dirty: false, enabled: true });
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2);
    expect(save).not.toHaveBeenCalled();
    rerender({ changeCount: 3, dirty: true, enabled: true });
    unmount();
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });
});
