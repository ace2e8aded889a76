import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { getRouteMatcher } from 'next/dist/shared/lib/router/utils/route-matcher';
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex';
import { getSortedRoutes } from 'next/dist/shared/lib/router/utils/sorted-routes';

// The public /api/user/user/recent-updated-users/{x} has as many segments as the staff-only
// /api/user/user/{id}/{unique_key}: Next must pick the static folder. This resolves paths against the
// route folders as they are on disk, in the order Next's own router sorts them (static before dynamic).

const root = path.join(process.cwd(), 'app');

function routesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...routesUnder(full));
    else if (/^route\.tsx?$/.test(entry)) found.push(`/${path.relative(root, dir).split(path.sep).join('/')}`);
  }
  return found;
}

const routes = getSortedRoutes(routesUnder(path.join(root, 'api', 'user')));

function resolve(pathname: string): { route: string; params: Record<string, unknown> } | null {
  for (const route of routes) {
    const params = getRouteMatcher(getRouteRegex(route))(pathname);
    if (params) return { route, params };
  }
  return null;
}

describe('routing of /api/user/user/…', () => {
  it.each([
    ['/api/user/user/recent-updated-users/5', '/api/user/user/recent-updated-users/[x]', { x: '5' }],
    ['/api/user/user/data-user-router-public/abc-key/7', '/api/user/user/data-user-router-public/[x]/[y]', { x: 'abc-key', y: '7' }],
    ['/api/user/user/user-active-routes/3/1', '/api/user/user/user-active-routes/[id]/[flag]', { id: '3', flag: '1' }],
    ['/api/user/user/3/abc-key', '/api/user/user/[id]/[unique_key]', { id: '3', unique_key: 'abc-key' }],
    ['/api/user/user/3', '/api/user/user/[id]', { id: '3' }],
    ['/api/user/user', '/api/user/user', {}],
    ['/api/user/users-list', '/api/user/users-list', {}],
    ['/api/user/user-change-status/3/abc-key', '/api/user/user-change-status/[id]/[unique_key]', { id: '3', unique_key: 'abc-key' }],
  ])('%s reaches %s', (pathname, route, params) => {
    expect(resolve(pathname)).toEqual({ route, params });
  });
});
