import { notFound } from 'next/navigation';

// Any path under a locale that no other route matches shows the translated not-found page, inside
// the public site's frame ((site)/not-found.tsx).
export default function CatchAllPage() {
  notFound();
}
