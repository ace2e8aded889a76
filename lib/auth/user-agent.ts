/**
 * A rough reading of a User-Agent header for the "active sessions" list: which browser on which
 * system, enough for a person to recognise their own devices. Not for feature detection. Order
 * matters: most browsers also claim to be Safari and Chrome, so the more specific tokens go first.
 */
export interface DeviceInfo {
  /** e.g. 'Chrome', 'Firefox', 'Edge'; null when unknown. */
  browser: string | null;
  /** e.g. 'Linux', 'Windows', 'macOS', 'Android', 'iOS'; null when unknown. */
  os: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
  [/\bcurl\//i, 'curl'],
  [/\bPostmanRuntime\//, 'Postman'],
  [/\bnode-fetch\b|\bundici\b|^node$/i, 'Node.js'],
  [/\bpython-requests\/|\bpython-urllib/i, 'Python'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

export function parseUserAgent(userAgent: string | null | undefined): DeviceInfo {
  const ua = (userAgent ?? '').slice(0, 500);
  if (!ua.trim()) return { browser: null, os: null };
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    os: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
  };
}

/** "Chrome on Linux", "Firefox", "Windows", or null when nothing is recognised (English: logs and the API). */
export function describeDevice(userAgent: string | null | undefined): string | null {
  const { browser, os } = parseUserAgent(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os;
}
