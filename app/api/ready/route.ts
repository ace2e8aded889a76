import { describeNotReady, getReadiness } from '@/lib/server/readiness';

export const dynamic = 'force-dynamic';

// For a load balancer or orchestrator: 200 when this instance can serve, 503 naming what is down.
// Every check has its own time limit (lib/server/readiness.ts), so the answer never hangs.
export async function GET() {
  const readiness = await getReadiness();
  const headers = { 'Cache-Control': 'no-store' };
  if (readiness.ready) return Response.json({ error: false, data: readiness }, { headers });
  return Response.json(
    { error: true, message: `Not ready: ${describeNotReady(readiness)}`, code: 503, data: readiness },
    { status: 503, headers },
  );
}
