import type { ServerResponse } from 'node:http';

export const HSTS: string;
export function isHttpsSite(siteUrl: string | undefined | null): boolean;
export function withSecureFlag(cookie: string): string;
export function enforceSecureTransport(res: ServerResponse): void;
