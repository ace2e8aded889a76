import { operationsFor } from '@/lib/core/operation';
import { startExport, exportFileName } from './commands';
import { exportQuerySchema } from './schema';

// The full export (issue 34 §2), declared once (lib/core/operation.ts): the API and /admin/export's form.

const operation = operationsFor({ tag: 'Export', access: 'roles' });

export const exportOperations = {
  download: operation({
    method: 'GET',
    path: '/api/export/export.zip',
    query: exportQuerySchema,
    run: ({ user, query }) => startExport(user, query),
    respond: (stream) =>
      new Response(stream, {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${exportFileName(new Date())}"`,
          'cache-control': 'no-store',
        },
      }),
    doc: {
      summary: 'Download the full export',
      description:
        'A zip, streamed as it is made: `export.json` (the export document, format `vitrine-export` version 1, described in the README under "Export and restore") and `uploads/<storage key>` for every stored file. Users come without password hashes, two-factor secrets or tokens; API keys and webhooks are left out. `personal_data=true` adds the leads and received messages. Administrators only (`roles`). `npm run restore-export -- FILE` restores it into an empty site.',
      responses: { 200: 'The zip file (an attachment).' },
      produces: 'application/zip',
    },
  }),
};
