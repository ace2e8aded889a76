import { emptyingReason } from '../../../server/cache-epoch.mjs';
import { warmUpWanted } from '../../../server/prewarm.mjs';

// When the page caches on disk survive a start (server/cache-epoch.mjs), and who warms up (server/prewarm.mjs).

const current = { buildId: 'b1', database: 'pglite:/srv/data', siteUrl: 'https://example.org', epoch: '2026-01-01T00:00:00.000Z' };

describe('emptyingReason', () => {
  it('keeps the caches of a restart of the same build on the same data', () => {
    expect(emptyingReason({ ...current }, current)).toBeNull();
  });

  it('empties them for a new build, another database or SITE_URL, a CLI change, or no record', () => {
    expect(emptyingReason(null, current)).toMatch(/no record/);
    expect(emptyingReason({ ...current, buildId: 'b0' }, current)).toBe('a new build');
    expect(emptyingReason({ ...current, database: 'postgres:abc' }, current)).toBe('another database');
    expect(emptyingReason({ ...current, siteUrl: 'http://localhost:3000' }, current)).toBe('another SITE_URL');
    expect(emptyingReason({ ...current, epoch: '' }, current)).toBe('data changed while no server ran');
  });
});

describe('warmUpWanted', () => {
  it('is on by default, off with PREWARM=false, and in a cluster on worker 1 only', () => {
    expect(warmUpWanted({})).toBe(true);
    expect(warmUpWanted({ PREWARM: 'false' })).toBe(false);
    expect(warmUpWanted({ PREWARM: 'true', VITRINE_WORKER_ID: '1' })).toBe(true);
    expect(warmUpWanted({ VITRINE_WORKER_ID: '2' })).toBe(false);
  });
});
