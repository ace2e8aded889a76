import { attributionInputSchema, formAttributionValue } from '@/lib/attribution/schema';
import { resolveAttribution } from '@/lib/attribution/request';

const own = ['www.example.com'];
const now = new Date('2026-11-20T12:00:00.000Z');
const touch = { source: 'newsletter', medium: 'email', campaign: 'nov' };

describe('attributionInputSchema', () => {
  it('takes a touch with only source and medium, filling the rest', () => {
    const parsed = attributionInputSchema.parse({ last_touch: touch, conversion_path: '/contact' });
    expect(parsed.last_touch).toMatchObject({ ...touch, term: null, content: null, referrer_host: null, landing_path: null, click_id: false });
    expect(Date.parse(parsed.last_touch!.at)).not.toBeNaN();
    expect(parsed.conversion_path).toBe('/contact');
    expect(attributionInputSchema.parse({})).toEqual({});
  });

  it('refuses unbounded or missing values', () => {
    expect(attributionInputSchema.safeParse({ last_touch: { ...touch, source: 'x'.repeat(101) } }).success).toBe(false);
    expect(attributionInputSchema.safeParse({ last_touch: { ...touch, campaign: 'x'.repeat(201) } }).success).toBe(false);
    expect(attributionInputSchema.safeParse({ last_touch: { medium: 'email' } }).success).toBe(false);
    expect(attributionInputSchema.safeParse({ last_touch: { ...touch, source: '  ' } }).success).toBe(false);
    expect(attributionInputSchema.safeParse({ last_touch: { ...touch, click_id: 'gclid-value' } }).success).toBe(false);
    expect(attributionInputSchema.safeParse({ last_touch: { ...touch, at: 'yesterday' } }).success).toBe(false);
  });

  it('takes only a same-site path as conversion path and landing path, without query or fragment', () => {
    const path = (p: unknown) => attributionInputSchema.safeParse({ conversion_path: p });
    expect(path('/contact?utm_source=x#form').data?.conversion_path).toBe('/contact');
    expect(path('/').data?.conversion_path).toBe('/');
    for (const bad of ['https://evil.com/contact', '//evil.com/x', '/\\evil.com', 'contact', '/a b', `/${'a'.repeat(500)}`, 42]) expect(path(bad).success).toBe(false);
    expect(attributionInputSchema.safeParse({ last_touch: { ...touch, landing_path: 'https://evil.com/' } }).success).toBe(false);
  });

  it('never dates a touch after now', () => {
    const parsed = attributionInputSchema.parse({ last_touch: { ...touch, at: '2999-01-01T00:00:00Z' } });
    expect(Date.parse(parsed.last_touch!.at)).toBeLessThanOrEqual(Date.now());
  });
});

describe('formAttributionValue', () => {
  it('reads the JSON of the hidden field, or nothing when it is empty, not JSON or not valid', () => {
    expect(formAttributionValue(JSON.stringify({ last_touch: touch }))).toEqual({ last_touch: touch });
    expect(formAttributionValue('')).toBeUndefined();
    expect(formAttributionValue(null)).toBeUndefined();
    expect(formAttributionValue('{not json')).toBeUndefined();
    expect(formAttributionValue(JSON.stringify({ last_touch: { source: 1 } }))).toBeUndefined();
  });
});

describe('resolveAttribution', () => {
  const resolve = (input: Parameters<typeof resolveAttribution>[0], referer: string | null) => resolveAttribution(input, { referer, ownHosts: own, now });

  it('reads the last touch and the conversion path from a Referer of the form page (no JavaScript)', () => {
    const a = resolve(undefined, 'https://www.example.com/contact?utm_source=newsletter&utm_medium=email&utm_campaign=nov');
    expect(a.lastTouch).toMatchObject({ source: 'newsletter', medium: 'email', campaign: 'nov', landing_path: '/contact', at: now.toISOString() });
    expect(a.conversionPath).toBe('/contact');
    expect(a.firstTouch).toEqual(a.lastTouch);
  });

  it('is direct from a form page without utm_*, and classifies a Referer of another site', () => {
    expect(resolve(undefined, 'https://www.example.com/contact').lastTouch).toMatchObject({ source: 'direct', medium: 'none' });
    const google = resolve(undefined, 'https://www.google.com/');
    expect(google.lastTouch).toMatchObject({ source: 'google', medium: 'organic', referrer_host: 'www.google.com', landing_path: null });
    expect(google.conversionPath).toBeNull();
  });

  it('prefers what the post sent, and fills from the Referer only what it left out', () => {
    const sent = attributionInputSchema.parse({ first_touch: { source: 'google', medium: 'organic' }, last_touch: touch, conversion_path: '/pricing' });
    const a = resolve(sent, 'https://www.example.com/contact?utm_source=other');
    expect(a.firstTouch).toMatchObject({ source: 'google', medium: 'organic' });
    expect(a.lastTouch).toMatchObject(touch);
    expect(a.conversionPath).toBe('/pricing');
    expect(resolve(attributionInputSchema.parse({ last_touch: touch }), 'https://www.example.com/contact').conversionPath).toBe('/contact');
  });

  it('records nothing without attribution or Referer', () => {
    expect(resolve(undefined, null)).toEqual({ firstTouch: null, lastTouch: null, conversionPath: null });
  });
});
