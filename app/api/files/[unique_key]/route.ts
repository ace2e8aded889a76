import { apiHandler } from '@/lib/api/handler';
import { readImage } from '@/lib/uploads/queries';

// GET /api/files/{unique_key}?w=960 → the WebP variant closest above 960 px wide (the widest without w). Public.
export const GET = apiHandler<{ unique_key: string }>(async ({ req, params }) => {
  const w = Number.parseInt(req.nextUrl.searchParams.get('w') ?? '', 10);
  const bytes = await readImage(params.unique_key, Number.isFinite(w) && w > 0 ? w : null);
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.length),
      // The bytes under a key never change (a new upload gets a new key).
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
