import { apiHandler } from '@/lib/api/handler';
import { acceptsAvif, readImage } from '@/lib/uploads/queries';

// GET /api/files/{unique_key}?w=960 → the variant closest above 960 px wide (the widest without w),
// AVIF to a browser whose Accept names it, WebP otherwise. Public.
export const GET = apiHandler<{ unique_key: string }>(async ({ req, params }) => {
  const w = Number.parseInt(req.nextUrl.searchParams.get('w') ?? '', 10);
  const { bytes, contentType } = await readImage(params.unique_key, Number.isFinite(w) && w > 0 ? w : null, acceptsAvif(req.headers.get('accept')));
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': contentType,
      // One URL, two formats: caches keep a copy per Accept.
      Vary: 'Accept',
      'Content-Length': String(bytes.length),
      // The bytes under a key never change (a new upload gets a new key).
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
