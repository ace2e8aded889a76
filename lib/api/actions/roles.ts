'use server';

import { roleOperations as op } from '@/lib/roles/operations';
import { operationAction } from '../operation-action';

// The roles page's server actions: the API's operations (lib/roles/operations.ts).

export const createRoleAction = operationAction(op.create);
export const updateRoleAction = operationAction(op.update);
export const deleteRoleAction = operationAction(op.remove);
