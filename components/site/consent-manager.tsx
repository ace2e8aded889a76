'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { activateConsented } from '@/lib/consent/activate';
import { allows, consentChangeEvent, consentCookieMaxAgeDays, consentCookieName, parseConsent, serializeConsent, type ConsentChoice } from '@/lib/consent/cookie';
import type { ConsentBannerText } from './consent-banner';

// Only fetched when the banner shows: a returning visitor whose choice stands downloads the few lines
// above and below, nothing more (issue 17's budget).
const ConsentBanner = lazy(() => import('./consent-banner'));

/** Marks the footer's "Privacy preferences" button (site-footer.tsx), served hidden: the island shows it and opens the banner with it. */
const OPENER = '[data-consent-open]';

type Category = 'analytics' | 'marketing';
const isCategory = (value: string): value is Category => value === 'analytics' || value === 'marketing';

/** A version 4 UUID from getRandomValues (randomUUID needs a secure context; a site on plain http has none). */
function anonymousId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// document.cookie as an external store: the island re-reads it after writing a choice.
const cookieListeners = new Set<() => void>();
function subscribeCookie(listener: () => void) {
  cookieListeners.add(listener);
  return () => void cookieListeners.delete(listener);
}
const cookieSnapshot = () => document.cookie;
// On the server, and while hydrating: no cookie read yet (the HTML is the same for everyone).
const noSnapshot = () => null;

/**
 * The consent island of the public pages (rendered only when some SEO code waits for consent):
 * reads the visitor's choice from its first-party cookie in the browser (the server never does, so
 * every page stays cacheable), activates the inert code the choice allows (lib/consent/activate.ts),
 * and otherwise shows the banner. A choice is kept in the cookie and sent as a proof record; taking
 * back a category that already ran reloads the page, so that code stops at once.
 */
export function ConsentManager({ version, text, privacyHref }: { version: number; text: ConsentBannerText; privacyHref: string | null }) {
  const cookie = useSyncExternalStore(subscribeCookie, cookieSnapshot, noSnapshot);
  const [reopened, setReopened] = useState(false);
  const ran = useRef(new Set<Category>());
  const opener = useRef<HTMLElement | null>(null);
  const choice = cookie === null ? null : parseConsent(cookie);
  // A choice made under an older banner (its texts changed since) is asked again.
  const standing = choice && choice.version >= version ? choice : null;
  const open = cookie !== null && (reopened || !standing);

  useEffect(() => {
    if (!standing) return;
    activateConsented((category) => {
      if (!isCategory(category) || !allows(standing, category)) return false;
      ran.current.add(category);
      return true;
    });
  }, [standing]);

  // The footer's "Privacy preferences": hidden in the HTML (without JavaScript there is no choice to
  // make), shown and wired here.
  useEffect(() => {
    const buttons = Array.from(document.querySelectorAll<HTMLElement>(OPENER));
    const reopen = (event: Event) => {
      opener.current = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
      setReopened(true);
    };
    for (const button of buttons) {
      button.hidden = false;
      button.addEventListener('click', reopen);
    }
    return () => buttons.forEach((button) => button.removeEventListener('click', reopen));
  }, []);

  function choose(analytics: boolean, marketing: boolean) {
    const next: ConsentChoice = { version, analytics, marketing, at: new Date().toISOString(), id: choice?.id ?? anonymousId() };
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${consentCookieName}=${serializeConsent(next)}; Path=/; Max-Age=${consentCookieMaxAgeDays * 86_400}; SameSite=Lax${secure}`;
    const sent = fetch('/api/consent/consent-record', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: next.id, analytics, marketing, version }),
      keepalive: true,
    }).catch(() => undefined);
    window.dispatchEvent(new Event(consentChangeEvent));
    setReopened(false);
    opener.current?.focus();
    opener.current = null;
    if ([...ran.current].some((category) => !next[category])) {
      // Code that already ran cannot be unloaded: the page starts again without it.
      void sent.finally(() => location.reload());
      return;
    }
    // The cookie changed: the island reads it again, and activates what the choice now allows.
    for (const listener of cookieListeners) listener();
  }

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner text={text} privacyHref={privacyHref} initial={choice} focusOnOpen={reopened} onChoose={choose} />
    </Suspense>
  );
}
