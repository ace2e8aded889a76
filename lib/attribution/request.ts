import type { Touch } from '@/db/schema/leads';
import { env } from '@/lib/env';
import type { AttributionInput } from './schema';
import { sameSitePath, touchOf } from './touch';

/** What a contact message or a newsletter signup records of where its sender came from. */
export interface Attribution {
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  conversionPath: string | null;
}

/** The three columns of the message and lead rows (db/schema/leads.ts). */
export const noAttribution: Attribution = { firstTouch: null, lastTouch: null, conversionPath: null };

/**
 * A post's attribution: what it sent (`attribution`, from the site's own form island or an API
 * client), and for what it left out, its `Referer`. Without JavaScript the form posts from its own
 * page, so the Referer is the form page: its path is the conversion path, its utm_* parameters the
 * last touch (direct when it has none). A Referer of another site is that touch's referrer. A first
 * touch not given is the last one (the first thing known of the visitor).
 */
export function resolveAttribution(input: AttributionInput | null | undefined, request: { referer: string | null; ownHosts: readonly string[]; now: Date }): Attribution {
  let lastTouch = input?.last_touch ?? null;
  let conversionPath = input?.conversion_path ?? null;
  if ((!lastTouch || !conversionPath) && request.referer) {
    const path = sameSitePath(request.referer, request.ownHosts);
    const fromReferer = path
      ? touchOf({ page: request.referer, ownHosts: request.ownHosts, at: request.now })
      : touchOf({ page: null, referrer: request.referer, ownHosts: request.ownHosts, at: request.now });
    lastTouch ??= fromReferer;
    conversionPath ??= path;
  }
  return { firstTouch: input?.first_touch ?? lastTouch, lastTouch, conversionPath };
}

/** The hosts that are this site: SITE_URL's and the one the request was addressed to. */
export function ownHostsOf(headers: Headers): string[] {
  const hosts: string[] = [];
  try {
    hosts.push(new URL(env().SITE_URL).hostname);
  } catch {
    // SITE_URL is validated at start; nothing to add otherwise.
  }
  const host = headers.get('host')?.replace(/:\d+$/, '');
  if (host) hosts.push(host);
  return hosts;
}

/** resolveAttribution for a request (the API route or a server action's headers). */
export function attributionOf(input: AttributionInput | null | undefined, headers: Headers | null, now = new Date()): Attribution {
  const h = headers ?? new Headers();
  return resolveAttribution(input, { referer: h.get('referer'), ownHosts: ownHostsOf(h), now });
}
