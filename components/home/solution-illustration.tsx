import type { ReactElement, ReactNode } from 'react';
/** The solutions that have a drawing (a features item with another icon shows the icon instead). */
export const illustratedSolutions = ['erp', 'commerce', 'insights'] as const;
type Solution = (typeof illustratedSolutions)[number];

/*
 * Drawings of each solution for home v1's alternating rows (decorative: the text beside them says
 * the same). A product window in the theme's colours fills the wide box, where an icon alone left
 * it looking empty. Shapes take currentColor (the box's accent text colour).
 */

// The box's accent-light stays light in dark mode, so the window stays white too.
const panel = '#ffffff';

function Window({ children }: { children: ReactNode }) {
  return (
    <>
      <rect x="40" y="14" width="320" height="132" rx="10" fill={panel} />
      <rect x="40" y="14" width="320" height="20" rx="10" fill="currentColor" opacity="0.14" />
      <circle cx="54" cy="24" r="3" fill="currentColor" opacity="0.5" />
      <circle cx="64" cy="24" r="3" fill="currentColor" opacity="0.35" />
      <circle cx="74" cy="24" r="3" fill="currentColor" opacity="0.2" />
      {children}
    </>
  );
}

const scenes: Record<Solution, ReactElement> = {
  // A management dashboard: menu, figures and a bar chart.
  erp: (
    <Window>
      <rect x="52" y="44" width="56" height="90" rx="6" fill="currentColor" opacity="0.08" />
      {[52, 64, 76, 88].map((y) => (
        <rect key={y} x="60" y={y} width={y === 52 ? 38 : 30} height="5" rx="2.5" fill="currentColor" opacity={y === 52 ? 0.6 : 0.3} />
      ))}
      {[120, 198, 276].map((x, i) => (
        <g key={x}>
          <rect x={x} y="44" width="70" height="30" rx="6" fill="currentColor" opacity="0.08" />
          <rect x={x + 8} y="52" width="28" height="5" rx="2.5" fill="currentColor" opacity="0.35" />
          <rect x={x + 8} y="62" width={[44, 36, 50][i]} height="6" rx="3" fill="currentColor" opacity="0.7" />
        </g>
      ))}
      {[40, 62, 30, 74, 52, 86, 66, 48].map((h, i) => (
        <rect key={i} x={126 + i * 28} y={134 - h * 0.6} width="16" height={h * 0.6} rx="3" fill="currentColor" opacity={i === 5 ? 0.85 : 0.45} />
      ))}
    </Window>
  ),
  // An online shop: product tiles, prices and a cart.
  commerce: (
    <Window>
      {[52, 156, 260].map((x, i) => (
        <g key={x}>
          <rect x={x} y="44" width="88" height="90" rx="8" fill="currentColor" opacity="0.08" />
          <rect x={x + 10} y="52" width="68" height="44" rx="6" fill="currentColor" opacity={[0.35, 0.5, 0.25][i]} />
          <rect x={x + 10} y="104" width="48" height="5" rx="2.5" fill="currentColor" opacity="0.4" />
          <rect x={x + 10} y="115" width="28" height="7" rx="3.5" fill="currentColor" opacity="0.8" />
        </g>
      ))}
      <circle cx="340" cy="24" r="7" fill="currentColor" opacity="0.85" />
      <path d="M336 22h8l-1 4h-6z" fill={panel} />
    </Window>
  ),
  // Reports: a trend line over its area, with two figures.
  insights: (
    <Window>
      <rect x="52" y="44" width="76" height="40" rx="6" fill="currentColor" opacity="0.08" />
      <rect x="60" y="52" width="36" height="5" rx="2.5" fill="currentColor" opacity="0.35" />
      <rect x="60" y="63" width="52" height="8" rx="4" fill="currentColor" opacity="0.75" />
      <rect x="52" y="92" width="76" height="42" rx="6" fill="currentColor" opacity="0.08" />
      <rect x="60" y="100" width="30" height="5" rx="2.5" fill="currentColor" opacity="0.35" />
      <rect x="60" y="111" width="44" height="8" rx="4" fill="currentColor" opacity="0.75" />
      <path d="M140 126 L176 108 L206 114 L240 88 L272 96 L306 64 L346 52 L346 134 L140 134 Z" fill="currentColor" opacity="0.15" />
      <path d="M140 126 L176 108 L206 114 L240 88 L272 96 L306 64 L346 52" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" opacity="0.85" />
      {[
        [240, 88],
        [306, 64],
        [346, 52],
      ].map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r="4" fill={panel} stroke="currentColor" strokeWidth="2.5" />
      ))}
    </Window>
  ),
};

export function SolutionIllustration({ solution, className }: { solution: Solution; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 160" className={className} data-testid="solution-illustration">
      {scenes[solution]}
    </svg>
  );
}
