import { openApiDocument } from '@/lib/openapi/document';

// GET /api/openapi.json (public): the OpenAPI 3.1 document of every route under /api (lib/openapi),
// built once per process. Not in the envelope: tools read the document itself.
export function GET() {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
