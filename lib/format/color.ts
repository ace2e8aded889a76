/** A colour whose relative luminance is above this is light (spec §9). */
export const LIGHT_LUMINANCE_THRESHOLD = 0.6;

const HEX = /^#(?:[\da-f]{3}|[\da-f]{6})$/i;

/** Red, green and blue (0–255) of `#rgb` or `#rrggbb`; throws a TypeError on anything else. */
export function parseHexColor(hex: string): [number, number, number] {
  if (typeof hex !== 'string' || !HEX.test(hex)) throw new TypeError(`Invalid hex colour: ${String(hex)}`);
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHexColor(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export function isLightColor(hex: string): boolean {
  return luminance(hex) > LIGHT_LUMINANCE_THRESHOLD;
}

/** Black text on a light background, white text otherwise. */
export function readableTextColor(bgHex: string): '#000000' | '#ffffff' {
  return isLightColor(bgHex) ? '#000000' : '#ffffff';
}
