'use server';

import { faqOperations as op } from '@/lib/faq/operations';
import { operationAction } from '../operation-action';

// The FAQ page's server actions: the API's operations (lib/faq/operations.ts).

export const createFaqAction = operationAction(op.create);
export const updateFaqAction = operationAction(op.update);
export const deleteFaqAction = operationAction(op.remove);
export const moveFaqAction = operationAction(op.move);
