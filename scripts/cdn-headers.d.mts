export const CDN_S_MAXAGE: number;
export const CDN_STALE_WHILE_REVALIDATE: number;
export const PUBLIC_CACHE_CONTROL: string;
export const PRIVATE_CACHE_CONTROL: string;
export function splitLocale(pathname: string): { path: string; prefixed: boolean };
export function publicPageTags(pathname: string): string[];
export function applyCdnHeaders(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): void;
