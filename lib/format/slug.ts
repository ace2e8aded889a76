/**
 * A URL slug: accents folded, lowercase, runs of anything but letters and digits turned into one
 * hyphen, no hyphen at either end, at most `max` characters. "Recursos Humanos & Gestão" →
 * "recursos-humanos-gestao". Returns '' when nothing usable is left (the caller picks a fallback).
 */
export function slugify(text: string, max = 80): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .replace(/ø/gi, 'o')
    .replace(/đ/gi, 'd')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, max).replace(/-+$/, '');
}
