'use server';

import { redirectOperations as op } from '@/lib/redirects/operations';
import { operationAction } from '../operation-action';

// The redirects screen's server actions: the API's operations (lib/redirects/operations.ts).

export const createRedirectAction = operationAction(op.create);
export const updateRedirectAction = operationAction(op.update);
export const deleteRedirectAction = operationAction(op.remove);
export const importRedirectsCsvAction = operationAction(op.importCsv);
