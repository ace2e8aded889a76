import { notFound } from 'next/navigation';

// Any path under a locale that no other route matches shows the translated not-found page.
export default function CatchAllPage() {
  notFound();
}
