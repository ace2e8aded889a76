'use client';

import { useEffect } from 'react';

/** The localStorage mark: `vitrine:read:{id}` = the day (YYYY-MM-DD, visitor's calendar) it was counted. */
export function readMarkKey(articleId: number): string {
  return `vitrine:read:${articleId}`;
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function readMark(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeMark(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode, quota): the read is still counted, once per page view.
  }
}

/**
 * Counts the visitor's read of an article: one POST /api/article/read/{id} per visitor, article and
 * day, remembered by a localStorage mark (no cookie, nothing personal). It waits until the page is
 * visible, so a tab opened in the background counts only once it is looked at. Renders nothing.
 */
export function ReadBeacon({ articleId }: { articleId: number }) {
  useEffect(() => {
    const key = readMarkKey(articleId);
    const day = today();
    if (readMark(key) === day) return;

    const send = () => {
      writeMark(key, day);
      fetch(`/api/article/read/${articleId}`, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => {
        // A lost beacon is a lost count, never an error for the reader.
      });
    };
    if (document.visibilityState === 'visible') {
      send();
      return;
    }
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', onVisible);
      send();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [articleId]);
  return null;
}
