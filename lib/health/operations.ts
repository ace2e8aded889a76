import { exactly, success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import { describeNotReady, getReadiness } from '@/lib/server/readiness';

// Liveness and readiness, for an orchestrator and a load balancer (lib/core/operation.ts). The API's
// own description, GET /api/openapi.json, is declared beside its builder (lib/openapi/document.ts).

const operation = operationsFor({ tag: 'System', access: 'public' });

export const healthOperations = {
  health: operation({
    method: 'GET',
    path: '/api/health',
    // Process liveness only: no database call, so a slow database never makes the orchestrator kill the process.
    run: async () => ({ status: 'ok', uptime: Math.round(process.uptime()) }),
    doc: {
      summary: 'Liveness',
      description: 'The process answers; no database call.',
      responses: { 200: 'Alive, with the seconds since start.' },
      data: exactly({ status: { const: 'ok' }, uptime: { type: 'integer', description: 'Seconds since the process started.' } }),
      example: success({ status: 'ok', uptime: 3600 }),
    },
  }),
  ready: operation({
    method: 'GET',
    path: '/api/ready',
    // Every check has its own time limit (lib/server/readiness.ts), so the answer never hangs.
    run: () => getReadiness(),
    respond: (readiness) => {
      const headers = { 'Cache-Control': 'no-store' };
      if (readiness.ready) return Response.json({ error: false, data: readiness }, { headers });
      return Response.json({ error: true, message: `Not ready: ${describeNotReady(readiness)}`, code: 503, data: readiness }, { status: 503, headers });
    },
    doc: {
      summary: 'Readiness',
      description: 'For a load balancer: whether this instance can serve (database, migrations, Redis, storage). Every check has its own time limit.',
      responses: { 200: 'Ready.', 503: 'Not ready: the message names what is down (`data` holds every check).' },
      example: success({ ready: true, database: 'ok', migrations: 'ok', redis: 'not configured', storage: 'ok', engine: 'pglite' }),
    },
  }),
};
