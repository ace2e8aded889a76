import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextRequest } from 'next/server';

// The route handlers under app/api, found on disk (so a new route is covered by the sweeps at once).

export const API_DIR = path.join(process.cwd(), 'app', 'api');
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];
export type RouteHandler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export interface ApiRoute {
  /** The URL pattern, as the folders spell it: `/api/user/user/[id]`. */
  pattern: string;
  /** The dynamic segments' names, in order. */
  segments: string[];
  handlers: Partial<Record<Method, RouteHandler>>;
}

/** Every file under `dir` whose name matches. */
export function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, name);
    return name.test(entry.name) ? [full] : [];
  });
}

/** The route files under app/api and their URL patterns, sorted by pattern. */
export function apiRouteFiles(): { file: string; pattern: string }[] {
  return filesUnder(API_DIR, /^route\.tsx?$/)
    .map((file) => ({ file, pattern: `/api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/')}` }))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Every route file under app/api with the methods it exports, sorted by pattern. */
export async function loadApiRoutes(): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  for (const { file, pattern } of apiRouteFiles()) {
    const mod = (await import(file)) as Partial<Record<Method, RouteHandler>>;
    const handlers = Object.fromEntries(METHODS.filter((m) => typeof mod[m] === 'function').map((m) => [m, mod[m]]));
    routes.push({ pattern, segments: [...pattern.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]), handlers });
  }
  return routes;
}

/** The pattern's URL with these values in its dynamic segments (a catch-all's values joined by /). */
export function urlFor(pattern: string, params: Record<string, string | string[]>, query = '') {
  return (
    pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => {
      const value = params[name];
      return Array.isArray(value) ? value.map(encodeURIComponent).join('/') : encodeURIComponent(value);
    }) + query
  );
}
