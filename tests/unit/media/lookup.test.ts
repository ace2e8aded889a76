import { altFor, fileKeyOf, focalPosition, type FileDescription } from '@/lib/media/lookup';

const key = 'a'.repeat(32);
const described: FileDescription = { uniqueKey: key, alt: { 'pt-BR': ' Logo da empresa ', en: '' }, caption: {}, focalX: 20, focalY: 75, decorative: false };

describe('media lookup', () => {
  it('finds the library file of site-relative and absolute URLs, with or without a query', () => {
    expect(fileKeyOf(`/api/files/${key}`)).toBe(key);
    expect(fileKeyOf(`https://example.com/api/files/${key}?w=640&v=3`)).toBe(key);
    expect(fileKeyOf('https://example.com/logo.png')).toBeNull();
    expect(fileKeyOf(`/api/files/${key}ff`)).toBeNull();
    expect(fileKeyOf(null)).toBeNull();
  });

  it('gives the language’s alt text, none for an empty or missing language, and "" for a decorative image', () => {
    expect(altFor(described, 'pt-BR')).toBe('Logo da empresa');
    expect(altFor(described, 'en')).toBeUndefined();
    expect(altFor(described, 'fr')).toBeUndefined();
    expect(altFor({ ...described, decorative: true }, 'fr')).toBe('');
    expect(altFor(undefined, 'pt-BR')).toBeUndefined();
  });

  it('crops around the focal point, the centre when the file is unknown', () => {
    expect(focalPosition(described)).toBe('20% 75%');
    expect(focalPosition(undefined)).toBe('50% 50%');
  });
});
