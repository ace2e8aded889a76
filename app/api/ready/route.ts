import { getReadiness } from '@/lib/server/readiness';

export const dynamic = 'force-dynamic';

export async function GET() {
  const readiness = await getReadiness();
  return Response.json(
    readiness.ready ? { error: false, data: readiness } : { error: true, message: 'Not ready', code: 503, data: readiness },
    { status: readiness.ready ? 200 : 503 },
  );
}
