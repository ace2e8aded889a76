import fs from 'node:fs';
import path from 'node:path';
import { contrastRatio } from '@/lib/format/color';

const css = fs.readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');

/** `--name: #hex;` declarations of the first block whose opening matches `opening`. */
function hexVariables(opening: RegExp): Map<string, string> {
  const start = css.search(opening);
  if (start < 0) throw new Error(`no block matching ${opening}`);
  const open = css.indexOf('{', start);
  let depth = 0;
  let end = open;
  for (; end < css.length; end += 1) {
    if (css[end] === '{') depth += 1;
    if (css[end] === '}' && --depth === 0) break;
  }
  const block = css.slice(open + 1, end);
  return new Map([...block.matchAll(/--([\w-]+):\s*(#[\da-f]{3,6})\s*;/gi)].map((m) => [m[1], m[2]]));
}

const theme = hexVariables(/@theme\s*\{/);
const light = hexVariables(/:root\s*\{/);
const dark = hexVariables(/@media\s*\(prefers-color-scheme:\s*dark\)\s*\{/);

const palette = ['primary', 'secondary', 'accent', 'dark', 'positive', 'negative', 'info', 'warning'];
const shades = ['', '-light', '-dark'];

describe('theme palette', () => {
  it.each(palette)('defines %s with light and dark shades, each with a foreground', (name) => {
    for (const shade of shades) {
      expect(theme.get(`color-${name}${shade}`)).toMatch(/^#/);
      expect(theme.get(`color-${name}${shade}-foreground`)).toMatch(/^#/);
    }
  });

  const pairs = palette.flatMap((name) => shades.map((shade) => `color-${name}${shade}`));
  it.each(pairs)('gives text on %s a contrast of at least 4.5:1', (background) => {
    const ratio = contrastRatio(theme.get(background)!, theme.get(`${background}-foreground`)!);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('finds every background of the theme paired with a foreground', () => {
    const backgrounds = [...theme.keys()].filter((key) => key.startsWith('color-') && !key.endsWith('-foreground'));
    expect(backgrounds).toHaveLength(palette.length * shades.length);
  });
});

describe.each([
  ['light', light],
  ['dark', dark],
])('%s colour scheme', (_scheme, vars) => {
  it.each(['background', 'surface'])('keeps text readable on %s', (surface) => {
    for (const text of ['foreground', 'muted-foreground', 'link', 'negative-text']) {
      expect(contrastRatio(vars.get(surface)!, vars.get(text)!)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(vars.get('surface')!, vars.get('surface-foreground')!)).toBeGreaterThanOrEqual(4.5);
  });

  it('makes control borders and the focus ring visible (3:1)', () => {
    expect(contrastRatio(vars.get('background')!, vars.get('input')!)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(vars.get('background')!, vars.get('ring')!)).toBeGreaterThanOrEqual(3);
  });
});

it('puts Inter first in the sans-serif stack with system fallbacks', () => {
  expect(css).toMatch(/--font-sans:\s*var\(--font-inter,[^)]+\),[^;]*system-ui[^;]*sans-serif/);
});
