// autocannon as the public-site benchmarks run it, and what they keep of its answer.
import { readFileSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';

export interface Measured {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; mean: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

/**
 * `connections` connections for `seconds` s against `url`; given several URLs, connection i
 * requests url[i % n] (autocannon's own split), and one histogram covers them all.
 */
export async function load(url: string | string[], seconds: number, connections: number): Promise<Measured> {
  const result: Result = await autocannon({ url, connections, duration: seconds, timeout: 30 });
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

/** A process's resident memory in MB (Linux /proc), or null. */
export function rssOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The resident memory of each process of a server (MB): the process itself and, for a cluster's
 * primary, each of its workers (its child processes, from /proc).
 */
export function rssOfTree(pid: number | undefined): { pid: number; rssMb: number | null }[] {
  if (!pid) return [];
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    children = [];
  }
  return [pid, ...children].map((p) => ({ pid: p, rssMb: rssOf(p) }));
}
