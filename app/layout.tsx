import type { ReactNode } from 'react';

// The <html> and <body> live in app/[locale]/layout.tsx, where the locale is known. This root layout
// only passes through (next-intl's set-up for a [locale] segment); app/not-found.tsx renders its own.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
