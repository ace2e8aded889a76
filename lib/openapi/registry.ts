import type { AnyOperation } from '@/lib/core/operation';
import { apiKeyOperations } from '@/lib/api-keys/operations';
import { categoryOperations } from '@/lib/categories/operations';
import { roleOperations } from '@/lib/roles/operations';
import { userOperations } from '@/lib/users/operations';

// Every declared operation of the API (lib/<domain>/operations.ts), in the order the document lists
// them. A new domain adds its declarations here; tests/integration/openapi.test.ts checks that every
// route file on disk is one of them.

export const declaredOperations: AnyOperation[] = [
  ...Object.values(categoryOperations),
  ...Object.values(userOperations),
  ...Object.values(roleOperations),
  ...Object.values(apiKeyOperations),
];
