/** How many of the user's other sessions the profile lists (API tokens pile up; the rest are counted). */
export const OTHER_SESSIONS_SHOWN = 10;

/**
 * The sessions the profile shows: the one in use, then the `limit` most recently active others; the
 * rest are only counted (they end with "sign out all other sessions" like the listed ones).
 */
export function sessionWindow<S extends { current: boolean; lastSeenAt: string }>(
  sessions: readonly S[],
  limit = OTHER_SESSIONS_SHOWN,
): { shown: S[]; hidden: number; others: number } {
  const current = sessions.filter((s) => s.current);
  const others = sessions.filter((s) => !s.current).sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
  return { shown: [...current, ...others.slice(0, limit)], hidden: Math.max(0, others.length - limit), others: others.length };
}
