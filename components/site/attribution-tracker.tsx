'use client';

import { useEffect } from 'react';
import { allows, parseConsent } from '@/lib/consent/cookie';
import { forgetTouches } from '@/lib/attribution/storage-keys';

/**
 * Notes where the visit came from, once per page load (issue 32 §1): only with analytics consent, and
 * the code that does it loads only then. Without consent it clears what an earlier consent stored.
 */
export function AttributionTracker() {
  useEffect(() => {
    if (allows(parseConsent(document.cookie), 'analytics')) void import('@/lib/attribution/browser').then((m) => m.recordVisit());
    else forgetTouches();
  }, []);
  return null;
}
