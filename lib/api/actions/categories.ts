'use server';

import { categoryOperations as op } from '@/lib/categories/operations';
import { operationAction } from '../operation-action';

// The category page's server actions: the API's operations (lib/categories/operations.ts).

export const createCategoryAction = operationAction(op.create);
export const updateCategoryAction = operationAction(op.update);
export const changeCategoryStatusAction = operationAction(op.changeStatus);
export const deleteCategoryAction = operationAction(op.remove);
