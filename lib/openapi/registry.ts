import type { AnyOperation } from '@/lib/core/operation';
import { categoryOperations } from '@/lib/categories/operations';
import { leadOperations } from '@/lib/leads/operations';
import { messageOperations } from '@/lib/messages/operations';
import { newsletterOperations } from '@/lib/newsletter/operations';

// Every declared operation of the API (lib/<domain>/operations.ts), in the order the document lists
// them. A new domain adds its declarations here; tests/integration/openapi.test.ts checks that every
// route file on disk is one of them.

export const declaredOperations: AnyOperation[] = [
  ...Object.values(categoryOperations),
  ...Object.values(leadOperations),
  ...Object.values(messageOperations),
  ...Object.values(newsletterOperations),
];
