'use client';

import { useEffect } from 'react';
import { allows, consentChangeEvent, parseConsent } from '@/lib/consent/cookie';
import { forgetTouches } from '@/lib/attribution/storage-keys';

/**
 * Notes where the visit came from, once per page load and again when consent is given on it (issue 32 §1): only with analytics consent, and
 * the code that does it loads only then. Without consent it clears what an earlier consent stored.
 */
export function AttributionTracker() {
  useEffect(() => {
    const note = () => {
      if (allows(parseConsent(document.cookie), 'analytics')) void import('@/lib/attribution/browser').then((m) => m.recordVisit());
      else forgetTouches();
    };
    note();
    // Consent given on this very page (the landing page, with its utm_* and referrer): noted at once.
    window.addEventListener(consentChangeEvent, note);
    return () => window.removeEventListener(consentChangeEvent, note);
  }, []);
  return null;
}
