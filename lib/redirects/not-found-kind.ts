import type { NotFoundKind } from '@/db/schema/moving';

// Which not-found requests the 404 report shows by default: the paths people follow ('page'), apart
// from crawlers ('bot', by user agent) and obvious probes for other software's weak spots ('probe',
// by path), which are noise to whoever fixes links. Pure.

const BOT_AGENT = /bot\b|bot\/|crawl|spider|slurp|scrap|curl\/|wget\/|python-|go-http-client|java\/|libwww|httpclient|okhttp|axios\/|node-fetch|headless|scan|nikto|sqlmap|masscan|zgrab|facebookexternalhit/i;

const PROBE_PATH =
  /(?:^|\/)(?:wp-login\.php|xmlrpc\.php|wp-admin|wp-includes|wp-content\/plugins|wp-config|\.env|\.git|\.svn|\.hg|\.ds_store|\.aws|\.ssh|phpmyadmin|pma|adminer|cgi-bin|vendor\/phpunit|server-status|actuator|owa|boaform|hnap1|autodiscover)(?:[/.?]|$)|\.(?:php\d?|asp|aspx|jsp|cgi|env|ini|sql|bak|old|swp|log|yml|yaml|conf|config)$/i;

export function notFoundKind(path: string, userAgent: string | null | undefined): NotFoundKind {
  if (PROBE_PATH.test(path)) return 'probe';
  if (!userAgent || BOT_AGENT.test(userAgent)) return 'bot';
  return 'page';
}

/** The host of a Referer header (the report keeps no more of it), or null. */
export function referrerHost(referer: string | null | undefined): string | null {
  if (!referer) return null;
  try {
    const host = new URL(referer).hostname.toLowerCase();
    return host ? host.slice(0, 255) : null;
  } catch {
    return null;
  }
}
