'use client';

import { useEffect, useRef } from 'react';

/**
 * While `dirty`, asks before the page is left: the browser's own prompt on reload, close or typed
 * address (beforeunload), and `onLeaveAttempt(href)` for clicks on in-app links (the sidebar, the
 * user menu …), which are stopped in the capture phase before Next's Link handles them. Links that
 * open elsewhere (new tab, download, modified click, other origin) or only change the #hash pass.
 * Returns `allowNextNavigation()`, to call right before navigating on purpose.
 */
export function useLeaveGuard(dirty: boolean, onLeaveAttempt: (href: string) => void) {
  const dirtyRef = useRef(dirty);
  const bypassRef = useRef(false);
  const onAttemptRef = useRef(onLeaveAttempt);
  useEffect(() => {
    dirtyRef.current = dirty;
    onAttemptRef.current = onLeaveAttempt;
  });

  useEffect(() => {
    function beforeUnload(event: BeforeUnloadEvent) {
      if (!dirtyRef.current || bypassRef.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    }
    function click(event: MouseEvent) {
      if (!dirtyRef.current || bypassRef.current || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      onAttemptRef.current(url.pathname + url.search + url.hash);
    }
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, []);

  return {
    allowNextNavigation: () => {
      bypassRef.current = true;
    },
  };
}
