import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/seo/robots';

// Rendered per request, not at build: the sitemap's address comes from SITE_URL at run time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules();
}
