import type { AnyOperation } from '@/lib/core/operation';
import { authOperations } from '@/lib/auth/operations';
import { categoryOperations } from '@/lib/categories/operations';

// Every declared operation of the API (lib/<domain>/operations.ts), in the order the document lists
// them. A new domain adds its declarations here; tests/integration/openapi.test.ts checks that every
// route file on disk is one of them.

export const declaredOperations: AnyOperation[] = [...Object.values(categoryOperations), ...Object.values(authOperations)];
