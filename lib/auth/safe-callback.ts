/** A callbackUrl is followed only when it is a path on this site (no open redirect). */
export function safeCallbackPath(value: unknown, fallback = '/admin/dashboard'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\r\n]/.test(value)) return fallback;
  return value;
}
