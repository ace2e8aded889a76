// autocannon with a different path on every request (issue 35's long tail): each request takes the
// next path from a generator shared by all connections, so no path is asked for twice in a run.
import autocannon from 'autocannon';
import type { Measured } from './load';

/**
 * `connections` connections for `seconds` s (or until `amount` requests) against `baseUrl`, each
 * request to the path `nextPath()` returns then.
 */
export async function loadDistinct(
  baseUrl: string,
  nextPath: () => string,
  { seconds, connections, amount }: { seconds: number; connections: number; amount?: number },
): Promise<Measured> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    ...(amount ? { amount } : {}),
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          request.path = nextPath();
          return request;
        },
      },
    ],
  });
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requestsPerSecond: round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, mean: round(result.latency.mean), max: result.latency.max },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
  };
}

/** Hands out `items` in order, once each; past the end it starts again (and says so through `wrapped`). */
export function rotation(items: string[]) {
  let next = 0;
  return {
    take: () => items[next++ % items.length],
    get used() {
      return next;
    },
    get wrapped() {
      return next > items.length;
    },
  };
}
