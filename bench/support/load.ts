// autocannon as the public-site benchmarks run it, and what they keep of its answer.
import { readdirSync, readFileSync } from 'node:fs';
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

/** CPU time so far (ms, user + system) of the server's processes, of PostgreSQL's, and of the whole machine. */
export interface CpuSnapshot {
  at: number;
  serverMs: number;
  postgresMs: number;
  machineBusyMs: number;
}

/** Where the cores went during a run, in cores (1 = one core busy the whole run). Linux /proc; zeros elsewhere. */
export interface CoresUsed {
  server: number;
  postgres: number;
  /** Every process of the machine, the load generator and the bench included. */
  machine: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux.

/** User + system CPU time (ms) of a /proc stat file: a process's (/proc/<pid>/stat) or one thread's (…/task/<tid>/stat); 0 when unreadable. */
export function statCpuMs(file: string): number {
  try {
    const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

const processCpuMs = (pid: number) => statCpuMs(`/proc/${pid}/stat`);

function postgresPids(): number[] {
  let pids: number[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
  } catch {
    return [];
  }
  return pids.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  });
}

function machineBusyMs(): number {
  try {
    // cpu user nice system idle iowait irq softirq steal …: busy is all but idle and iowait.
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq + (steal || 0)) * TICK_MS;
  } catch {
    return 0;
  }
}

/** A snapshot for coresUsed: the server's process tree (rssOfTree's pids) and every postgres process. */
export function cpuSnapshot(serverPid: number | undefined): CpuSnapshot {
  const serverPids = rssOfTree(serverPid).map((p) => p.pid);
  return {
    at: performance.now(),
    serverMs: serverPids.reduce((sum, pid) => sum + processCpuMs(pid), 0),
    postgresMs: postgresPids().reduce((sum, pid) => sum + processCpuMs(pid), 0),
    machineBusyMs: machineBusyMs(),
  };
}

export function coresUsed(before: CpuSnapshot, after: CpuSnapshot): CoresUsed {
  const wall = after.at - before.at;
  const cores = (ms: number) => (wall > 0 ? Math.round((ms / wall) * 100) / 100 : 0);
  // A postgres backend that ended during the run takes its time with it: never below zero.
  return {
    server: cores(after.serverMs - before.serverMs),
    postgres: cores(Math.max(0, after.postgresMs - before.postgresMs)),
    machine: cores(after.machineBusyMs - before.machineBusyMs),
  };
}
