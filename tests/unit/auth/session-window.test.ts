import { sessionWindow } from '@/lib/auth/session-window';

const session = (id: number, minutesAgo: number, current = false) => ({
  id,
  current,
  lastSeenAt: new Date(Date.UTC(2026, 10, 24, 12, 0) - minutesAgo * 60_000).toISOString(),
});

describe('sessionWindow', () => {
  it('shows the session in use first, then the 10 most recently active others, and counts the rest', () => {
    const others = Array.from({ length: 14 }, (_, i) => session(i + 1, (i * 7) % 14));
    const { shown, hidden, others: count } = sessionWindow([...others, session(99, 500, true)]);
    expect(shown[0].id).toBe(99);
    expect(shown).toHaveLength(11);
    expect(hidden).toBe(4);
    expect(count).toBe(14);
    const seen = shown.slice(1).map((s) => s.lastSeenAt);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('hides nothing when there are 10 others or fewer', () => {
    expect(sessionWindow([session(1, 0, true), session(2, 5)])).toMatchObject({ hidden: 0, others: 1 });
    expect(sessionWindow([session(1, 5)])).toMatchObject({ shown: [{ id: 1 }], hidden: 0 });
  });
});
