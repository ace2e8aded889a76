'use client';

import { useEffect, useRef } from 'react';

/** Where the widget fetches its challenge: this site, never a third party (lib/spam/operations.ts). */
const CHALLENGE_URL = '/api/contact/challenge';
/** A solve that never ends (a stalled request) does not hold the visitor's post for longer. */
const GIVE_UP_MS = 10_000;
/** What tells the widget the visitor is using the form (captured: they fire on the fields). */
const startEvents = ['focusin', 'pointerdown', 'keydown'] as const;

type Widget = HTMLElement & Partial<Pick<AltchaWidgetMethods, 'verify' | 'getState'>>;

/**
 * The proof-of-work of the contact and newsletter forms (issue 32 §4, ALTCHA): the `altcha` widget,
 * loaded when the visitor starts using the form (first focus, touch or key in it; its own chunk, not
 * first-load JavaScript: loading and solving on every page cost ~200 ms of a phone's main thread, and
 * the newsletter form is in every page's footer), solves the challenge of this site's
 * GET /api/contact/challenge as soon as it loads, out of sight and out of the accessibility
 * tree (no checkbox, no puzzle), and puts the solution into the form's hidden `altcha` field. A
 * submit before the solution is there waits for it (or for an error: the post then goes as it is,
 * and the server keeps it for review as a spam suspect, as it does a post from a browser without
 * JavaScript). Placed inside the form; `data-state` on its box says the form is live ('waiting' for
 * the visitor, then 'loaded').
 */
export function ProofOfWorkField() {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = holder.current;
    const form = box?.closest('form');
    if (!box || !form) return;
    let widget: Widget | null = null;
    let state: AltchaState | 'loading' | 'unavailable' = 'loading';
    let held: { submitter: HTMLElement | null; timer: number } | null = null;
    let disposed = false;
    let passing = false;
    let solution = '';

    /** Sends the held submit again, this time through (requestSubmit dispatches it synchronously). */
    const release = () => {
      if (!held) return;
      const { submitter, timer } = held;
      held = null;
      window.clearTimeout(timer);
      if (!form.isConnected) return;
      // A field the widget added since the solution came is still empty: it goes with the solution too.
      if (solution) for (const field of form.querySelectorAll<HTMLInputElement>('input[name="altcha"]')) if (!field.value) field.value = solution;
      passing = true;
      try {
        form.requestSubmit(submitter && 'form' in submitter ? submitter : undefined);
      } finally {
        passing = false;
      }
    };
    const startSolving = () => {
      if (widget && (state === 'unverified' || state === 'expired') && typeof widget.verify === 'function') void widget.verify();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (passing || state === 'verified' || state === 'error' || state === 'unavailable') return;
      // Held until the solution is in the form (before the page's own handler sees the submit).
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!held) held = { submitter: event.submitter, timer: window.setTimeout(release, GIVE_UP_MS) };
      load();
      startSolving();
    };
    const onStateChange = (event: Event) => {
      const { state: next, payload } = (event as AltchaStateChangeEvent).detail;
      state = next;
      if (state === 'verified' && payload) {
        // The widget fills its hidden field a moment after this event: a held submit sent now would go
        // without the solution, so it is written here first, into every field of that name (the
        // widget's may already be there, empty, and the server reads the first), or into one of ours.
        const fields = [...form.querySelectorAll<HTMLInputElement>('input[name="altcha"]')];
        if (fields.length === 0) {
          const field = document.createElement('input');
          field.type = 'hidden';
          field.name = 'altcha';
          box.appendChild(field);
          fields.push(field);
        }
        for (const field of fields) field.value = payload;
        solution = payload;
      }
      if (state === 'verified' || state === 'error') window.setTimeout(release, 0);
      else if (held) startSolving();
    };

    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      for (const type of startEvents) form.removeEventListener(type, load, { capture: true });
      import('altcha')
        .then(() => {
          if (disposed) return;
          const element = document.createElement('altcha-widget') as Widget;
          element.setAttribute('challengeurl', CHALLENGE_URL);
          element.setAttribute('auto', 'onload');
          element.setAttribute('name', 'altcha');
          element.setAttribute('hidefooter', '');
          element.setAttribute('hidelogo', '');
          element.addEventListener('statechange', onStateChange);
          state = 'unverified';
          widget = element;
          box.appendChild(element);
          box.dataset.state = 'loaded';
          if (held) startSolving();
        })
        .catch(() => {
          // Without the widget the form still posts (a spam suspect, reviewed by staff).
          state = 'unavailable';
          release();
        });
    };

    form.addEventListener('submit', onSubmit, { capture: true });
    for (const type of startEvents) form.addEventListener(type, load, { capture: true });
    box.dataset.state = 'waiting';
    // A field already focused before the page came alive (a quick visitor) starts it at once.
    if (form.contains(document.activeElement) && document.activeElement !== document.body) load();

    return () => {
      disposed = true;
      form.removeEventListener('submit', onSubmit, { capture: true });
      for (const type of startEvents) form.removeEventListener(type, load, { capture: true });
      if (held) window.clearTimeout(held.timer);
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
    };
  }, []);

  return <div ref={holder} hidden data-testid="proof-of-work" />;
}
