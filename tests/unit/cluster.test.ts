import { isExpiryMessage, isReadyMessage, relayTargets, shutdownSignal } from '../../server/cluster-messages.mjs';
import { planWorkers, restartPause } from '../../server/cluster.mjs';

// The production server's workers (server/cluster.mjs): how many, how a dead one is replaced, and the
// messages through which an expiry made in one worker reaches the others (server/cluster-messages.mjs).

const postgres = 'postgres://db.example/vitrine';

describe('how many worker processes serve', () => {
  it('runs one per core with PostgreSQL when WEB_CONCURRENCY is unset', () => {
    expect(planWorkers({ DATABASE_URL: postgres }, 4)).toEqual({ workers: 4 });
  });

  it('runs WEB_CONCURRENCY workers, and a single process for WEB_CONCURRENCY=1', () => {
    expect(planWorkers({ DATABASE_URL: postgres, WEB_CONCURRENCY: '3' }, 2)).toEqual({ workers: 3 });
    expect(planWorkers({ DATABASE_URL: postgres, WEB_CONCURRENCY: '1' }, 8)).toEqual({ workers: 1 });
  });

  it('keeps the embedded database to one process, and says how to get workers', () => {
    const plan = planWorkers({ WEB_CONCURRENCY: '4' }, 8);
    expect(plan.workers).toBe(1);
    expect(plan.note).toMatch(/PGlite.*one process.*DATABASE_URL/);
  });

  it('falls back to one per core, with a note, when WEB_CONCURRENCY is not a whole number', () => {
    for (const value of ['0', '-2', '1.5', 'many']) {
      const plan = planWorkers({ DATABASE_URL: postgres, WEB_CONCURRENCY: value }, 2);
      expect(plan.workers).toBe(2);
      expect(plan.note).toContain(`WEB_CONCURRENCY=${value}`);
    }
  });
});

describe('replacing a worker that died', () => {
  it('waits longer after each death in a row, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(restartPause)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});

describe('messages between the workers', () => {
  it('relays an expiry to every worker but its sender', () => {
    expect(relayTargets(2, [1, 2, 3])).toEqual([1, 3]);
    expect(relayTargets(1, [1])).toEqual([]);
  });

  it('recognises an expiry only with its tags and time', () => {
    expect(isExpiryMessage({ type: 'vitrine:expired', tags: ['articles', 'article:7'], expiredAt: 1_700_000_000_000 })).toBe(true);
    expect(isExpiryMessage({ type: 'vitrine:expired', tags: [], expiredAt: 1 })).toBe(true);
    expect(isExpiryMessage({ type: 'vitrine:expired', tags: [7], expiredAt: 1 })).toBe(false);
    expect(isExpiryMessage({ type: 'vitrine:expired', tags: ['a'], expiredAt: Number.NaN })).toBe(false);
    expect(isExpiryMessage({ type: 'vitrine:ready' })).toBe(false);
    expect(isExpiryMessage('vitrine:expired')).toBe(false);
    expect(isExpiryMessage(null)).toBe(false);
  });

  it('tells a ready message and a shutdown request apart from anything else on the channel', () => {
    expect(isReadyMessage({ type: 'vitrine:ready' })).toBe(true);
    expect(isReadyMessage({ cmd: 'NODE_CLUSTER' })).toBe(false);
    expect(shutdownSignal({ type: 'vitrine:shutdown', signal: 'SIGINT' })).toBe('SIGINT');
    expect(shutdownSignal({ type: 'vitrine:shutdown', signal: 'SIGTERM' })).toBe('SIGTERM');
    expect(shutdownSignal({ type: 'vitrine:shutdown', signal: 'SIGKILL' })).toBe('SIGTERM');
    expect(shutdownSignal({ type: 'vitrine:ready' })).toBeNull();
  });
});
