import { categoryInputSchema, categoryListQuerySchema, categoryStatusBodySchema } from '@/lib/categories/schema';
import type { ApiOperation } from '../types';
import { categoryExample, pageOf, success } from '../examples';

const tag = 'Categories';
const keyed = '/api/category/category/{id}/{unique_key}';

export const categoryOperations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/category/category',
    tag,
    summary: 'Create a category',
    auth: 'list-of-categories',
    body: categoryInputSchema,
    responses: { 201: 'The category, created.', 409: 'The name is taken.' },
    example: success(categoryExample, 'Category created.'),
  },
  {
    method: 'GET',
    path: '/api/category/category/{id}',
    tag,
    summary: 'Read a category',
    auth: 'list-of-categories',
    responses: { 200: 'The category with its article count.', 404: 'No category with this id.' },
    example: success(categoryExample),
  },
  {
    method: 'PUT',
    path: keyed,
    tag,
    summary: 'Update a category',
    auth: 'list-of-categories',
    body: categoryInputSchema,
    responses: { 200: 'The category, updated.', 404: 'No category with this id and unique_key.', 409: 'The name is taken.' },
    example: success(categoryExample, 'Category updated.'),
  },
  {
    method: 'DELETE',
    path: keyed,
    tag,
    summary: 'Delete a category',
    description: 'Refused (409) while articles use it, unless `detach=true` takes it off them; still refused when an article would be left without any category.',
    auth: 'list-of-categories',
    query: [{ name: 'detach', description: 'true: take the category off the articles that use it first.', schema: { type: 'string', enum: ['true', 'false', '1'] } }],
    responses: { 200: 'The deleted category.', 404: 'No category with this id and unique_key.', 409: 'Articles use it (or would be left without a category).' },
    example: success(categoryExample, 'Category deleted.'),
  },
  {
    method: 'PUT',
    path: '/api/category/category-change-status/{id}/{unique_key}',
    tag,
    summary: 'Activate or deactivate a category',
    auth: 'list-of-categories',
    body: categoryStatusBodySchema,
    responses: { 200: 'The category with its new status.', 404: 'No category with this id and unique_key.' },
    example: success({ ...categoryExample, status: 'inactive' }, 'Status changed.'),
  },
  {
    method: 'POST',
    path: '/api/category/categories-list',
    tag,
    summary: 'List categories',
    auth: 'list-of-categories',
    body: categoryListQuerySchema,
    responses: { 200: 'One page of categories and the total.' },
    example: success(pageOf([categoryExample])),
  },
];
