import { routes } from '@/lib/api/routes';
import { uploadOperations as op } from '@/lib/uploads/operations';

// The image is cached like a page (ISR): rendered on first request, kept until the article's tags
// expire (an edit, a category colour change) or the hour passes.
export const dynamic = 'force-static';
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const { GET } = routes(op.articleOgImage);
