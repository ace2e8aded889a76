import type { AnyOperation } from '@/lib/core/operation';
import { apiKeyOperations } from '@/lib/api-keys/operations';
import { articleOperations } from '@/lib/articles/operations';
import { authOperations } from '@/lib/auth/operations';
import { categoryOperations } from '@/lib/categories/operations';
import { leadOperations } from '@/lib/leads/operations';
import { messageOperations } from '@/lib/messages/operations';
import { newsletterOperations } from '@/lib/newsletter/operations';
import { roleOperations } from '@/lib/roles/operations';
import { userOperations } from '@/lib/users/operations';

// Every declared operation of the API (lib/<domain>/operations.ts), in the order the document lists
// them. A new domain adds its declarations here; tests/integration/openapi.test.ts checks that every
// route file on disk is one of them.

const domains = [
  authOperations,
  articleOperations,
  categoryOperations,
  userOperations,
  roleOperations,
  apiKeyOperations,
  leadOperations,
  messageOperations,
  newsletterOperations,
];

export const declaredOperations: AnyOperation[] = domains.flatMap((operations) => Object.values(operations));
