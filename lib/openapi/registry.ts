import type { AnyOperation } from '@/lib/core/operation';
import { apiKeyOperations } from '@/lib/api-keys/operations';
import { articleOperations } from '@/lib/articles/operations';
import { auditOperations } from '@/lib/audit/operations';
import { authOperations } from '@/lib/auth/operations';
import { calendarOperations } from '@/lib/calendar/operations';
import { categoryOperations } from '@/lib/categories/operations';
import { consentOperations } from '@/lib/consent/operations';
import { exportOperations } from '@/lib/export/operations';
import { faqOperations } from '@/lib/faq/operations';
import { healthOperations } from '@/lib/health/operations';
import { importOperations } from '@/lib/import/operations';
import { leadOperations } from '@/lib/leads/operations';
import { mailOperations } from '@/lib/mail/operations';
import { mediaOperations } from '@/lib/media/operations';
import { mediaSettingOperations } from '@/lib/media/setting-operations';
import { messageOperations } from '@/lib/messages/operations';
import { navigationOperations } from '@/lib/navigation/operations';
import { newsletterOperations } from '@/lib/newsletter/operations';
import { pageOperations } from '@/lib/pages/operations';
import { presenceOperations } from '@/lib/presence/operations';
import { previewOperations } from '@/lib/previews/operations';
import { redirectOperations } from '@/lib/redirects/operations';
import { reportOperations } from '@/lib/reports/operations';
import { roleOperations } from '@/lib/roles/operations';
import { settingsOperations } from '@/lib/settings/operations';
import { spamOperations } from '@/lib/spam/operations';
import { trashOperations } from '@/lib/trash/operations';
import { uploadOperations } from '@/lib/uploads/operations';
import { userOperations } from '@/lib/users/operations';
import { webhookOperations } from '@/lib/webhooks/operations';

// Every declared operation of the API (lib/<domain>/operations.ts), in the order the document lists
// them. A new domain adds its declarations here; tests/integration/platform/openapi.test.ts checks that every
// route file on disk is one of them. (GET /api/openapi.json is declared beside the document's builder,
// lib/openapi/document.ts, which lists it last.)

const domains = [
  authOperations,
  articleOperations,
  categoryOperations,
  faqOperations,
  pageOperations,
  previewOperations,
  presenceOperations,
  userOperations,
  roleOperations,
  apiKeyOperations,
  auditOperations,
  mailOperations,
  leadOperations,
  messageOperations,
  newsletterOperations,
  spamOperations,
  settingsOperations,
  consentOperations,
  navigationOperations,
  redirectOperations,
  reportOperations,
  calendarOperations,
  webhookOperations,
  uploadOperations,
  mediaOperations,
  mediaSettingOperations,
  trashOperations,
  exportOperations,
  importOperations,
  healthOperations,
];

export const declaredOperations: AnyOperation[] = domains.flatMap((operations) => Object.values(operations));
