'use server';

import { serverAction } from '@/lib/api/server-action';
import { runAction, type ActionOptions, type ActionResult } from '@/lib/api/action-result';
import { changeCategoryStatus, createCategory, deleteCategory, updateCategory } from './commands';
import type { CategoryInput } from './schema';

// Server actions of the category page: each checks the route and calls the same command as the API.

/** fieldErrors by name, description, image, text_color, background_color; errorCode CATEGORY_IN_USE, CATEGORY_ONLY_CATEGORY … */
export type CategoryActionResult = ActionResult;

const categoryAction: ActionOptions = { route: 'list-of-categories', logLabel: 'category action failed' };

export const createCategoryAction = serverAction(async (input: CategoryInput): Promise<CategoryActionResult> => {
  return runAction((user) => createCategory(user, input), 'Success.categoryCreated', categoryAction);
}, categoryAction);

export const updateCategoryAction = serverAction(async (id: number, uniqueKey: string, input: CategoryInput): Promise<CategoryActionResult> => {
  return runAction((user) => updateCategory(user, { id, uniqueKey }, input), 'Success.categoryUpdated', categoryAction);
}, categoryAction);

export const changeCategoryStatusAction = serverAction(async (id: number, uniqueKey: string, status: string): Promise<CategoryActionResult> => {
  return runAction((user) => changeCategoryStatus(user, { id, uniqueKey }, { status }), 'Success.categoryStatusChanged', categoryAction);
}, categoryAction);

export const deleteCategoryAction = serverAction(async (id: number, uniqueKey: string, detach: boolean): Promise<CategoryActionResult> => {
  return runAction((user) => deleteCategory(user, { id, uniqueKey }, { detach }), 'Success.categoryDeleted', categoryAction);
}, categoryAction);
