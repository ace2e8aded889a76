// The browser storage of attribution (lib/attribution/browser.ts), kept apart so the layout's tracker
// can forget it without loading the rest: nothing is stored without analytics consent.

/** localStorage: the visitor's first touch, kept 90 days. */
export const FIRST_TOUCH_KEY = 'vitrine_first_touch';
/** sessionStorage: the touch that opened the current visit. */
export const ENTRY_TOUCH_KEY = 'vitrine_entry_touch';

/** Removes what attribution stored (consent withdrawn, or never given). */
export function forgetTouches(): void {
  try {
    localStorage.removeItem(FIRST_TOUCH_KEY);
    sessionStorage.removeItem(ENTRY_TOUCH_KEY);
  } catch {
    // Storage disabled: nothing was stored.
  }
}
