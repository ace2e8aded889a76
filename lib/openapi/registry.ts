import type { AnyOperation } from '@/lib/core/operation';
import { auditOperations } from '@/lib/audit/operations';
import { categoryOperations } from '@/lib/categories/operations';
import { healthOperations } from '@/lib/health/operations';
import { mailOperations } from '@/lib/mail/operations';
import { reportOperations } from '@/lib/reports/operations';
import { settingsOperations } from '@/lib/settings/operations';
import { uploadOperations } from '@/lib/uploads/operations';
import { webhookOperations } from '@/lib/webhooks/operations';

// Every declared operation of the API (lib/<domain>/operations.ts), in the order the document lists
// them. A new domain adds its declarations here; tests/integration/openapi.test.ts checks that every
// route file on disk is one of them. (GET /api/openapi.json is declared beside the document's builder,
// lib/openapi/document.ts, which lists it last.)

export const declaredOperations: AnyOperation[] = [
  ...Object.values(categoryOperations),
  ...Object.values(settingsOperations),
  ...Object.values(reportOperations),
  ...Object.values(webhookOperations),
  ...Object.values(auditOperations),
  ...Object.values(mailOperations),
  ...Object.values(uploadOperations),
  ...Object.values(healthOperations),
];
