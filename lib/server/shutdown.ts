/**
 * What a server process closes when it stops: the database pool or PGlite, Redis clients, the job
 * scheduler. Whoever opens such a resource registers its closer here; the production server
 * (server/server.mjs) runs them on SIGTERM/SIGINT once the requests in flight have finished, the
 * last registered first (the scheduler and Redis before the database they were started after).
 *
 * The registry is a Map on globalThis, `__vitrineShutdown` (name → closer): server/server.mjs is
 * plain JS outside Next's bundles, and each bundle (instrumentation, route handlers) has its own
 * copy of this module, but they all share the process's globalThis. Registering a name again
 * replaces its closer (and moves it last). Nothing here runs a closer by itself: in tests and the
 * CLIs the registry is simply never used.
 */
export type Closer = () => unknown;

const globalForShutdown = globalThis as unknown as { __vitrineShutdown?: Map<string, Closer> };

function registry(): Map<string, Closer> {
  globalForShutdown.__vitrineShutdown ??= new Map();
  return globalForShutdown.__vitrineShutdown;
}

export function onShutdown(name: string, close: Closer): void {
  const closers = registry();
  closers.delete(name);
  closers.set(name, close);
}

export function offShutdown(name: string, close?: Closer): void {
  const closers = registry();
  if (!close || closers.get(name) === close) closers.delete(name);
}
