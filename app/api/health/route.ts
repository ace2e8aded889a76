export const dynamic = 'force-dynamic';

// Process liveness only: no database call, so a slow database never makes the orchestrator kill the process.
export function GET() {
  return Response.json({ error: false, data: { status: 'ok', uptime: Math.round(process.uptime()) } });
}
