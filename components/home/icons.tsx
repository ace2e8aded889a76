import type { ReactElement } from 'react';

// Line icons of the home and landing sections (decorative: their text says the same).
const paths = {
  systems: 'M4 5h16v10H4zM8 19h8M12 15v4M8 9h3M8 12h6',
  integration: 'M7 7h4v4H7zM13 13h4v4h-4zM11 9h3a3 3 0 0 1 3 3v1M13 15h-3a3 3 0 0 1-3-3v-1',
  cloud: 'M7 18h10a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.1 9.6 4.2 4.2 0 0 0 7 18z',
  support: 'M4 13a8 8 0 0 1 16 0M4 13v3a2 2 0 0 0 2 2h1v-6H6a2 2 0 0 0-2 2M20 13v3a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2M17 18a4 4 0 0 1-4 3h-1',
  erp: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  commerce: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.76L20 8H6M9 20h.01M17 20h.01',
  insights: 'M4 19h16M6 15l4-4 3 3 5-6',
  check: 'M5 12l4 4L19 6',
  arrow: 'M5 12h14M13 6l6 6-6 6',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }): ReactElement {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={paths[name]} />
    </svg>
  );
}
