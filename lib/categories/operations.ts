import { permanentQueryParam } from '@/lib/trash/schema';
import { errors } from '@/lib/core/errors';
import { parseRecordId } from '@/lib/core/fields';
import { operationsFor } from '@/lib/core/operation';
import { noSuch, onePageOf, pageOf, success } from '@/lib/core/api-examples';
import { changeCategoryStatus, createCategory, deleteCategory, updateCategory } from './commands';
import { getCategory, listCategories } from './queries';
import { categoryDeleteOptionsSchema, categoryInputSchema, categoryListQuerySchema, categoryStatusBodySchema } from './schema';

// The category API and the category page's actions, declared once (lib/core/operation.ts).

const operation = operationsFor({ tag: 'Categories', access: 'list-of-categories' });
const notFound = noSuch('category');
const keyed = '/api/category/category/{id}/{unique_key}';

export const categoryExample = {
  id: 5,
  unique_key: 'gestao',
  name: 'Gestão',
  description: 'Processos, pessoas e ferramentas.',
  image: null,
  text_color: '#ffffff',
  background_color: '#1e3a8a',
  status: 'active',
  translations: { en: { name: 'Management', description: 'Processes, people and tools.' } },
  version: 3,
  articles_count: 12,
};

// fieldErrors by name, description, image, text_color, background_color; errorCode CATEGORY_IN_USE, CATEGORY_ONLY_CATEGORY …
const refusal = { logLabel: 'category action failed' };

export const categoryOperations = {
  create: operation({
    method: 'POST',
    path: '/api/category/category',
    input: categoryInputSchema,
    run: ({ user, input }) => createCategory(user, input),
    status: 201,
    message: 'Success.categoryCreated',
    refusal,
    doc: {
      summary: 'Create a category',
      responses: { 201: 'The category, created.', 409: 'The name is taken.' },
      example: success(categoryExample, 'Category created.'),
    },
  }),
  read: operation({
    method: 'GET',
    path: '/api/category/category/{id}',
    run: async ({ user, params }) => {
      const id = parseRecordId(params.id);
      const category = id === null ? null : await getCategory(user, id);
      if (!category) throw errors.notFound();
      return category;
    },
    doc: {
      summary: 'Read a category',
      responses: { 200: 'The category with its article count.', 404: 'No category with this id.' },
      example: success(categoryExample),
    },
  }),
  update: operation({
    method: 'PUT',
    path: keyed,
    input: categoryInputSchema,
    versioned: true,
    run: ({ user, key, input }) => updateCategory(user, key, input),
    message: 'Success.categoryUpdated',
    refusal,
    doc: {
      summary: 'Update a category',
      responses: { 200: 'The category, updated.', 404: notFound, 409: 'The name is taken.' },
      example: success(categoryExample, 'Category updated.'),
    },
  }),
  remove: operation({
    method: 'DELETE',
    path: keyed,
    // ?detach=true (or 1): any other value, or none, is false, as the API has always read it.
    query: categoryDeleteOptionsSchema,
    run: ({ user, key, query }) => deleteCategory(user, key, query),
    message: 'Success.categoryDeleted',
    refusal,
    doc: {
      summary: 'Move a category to the trash (or delete it for good)',
      description:
        'Refused (409) while articles use it, unless `detach=true` takes it off them; still refused when an article would be left without any category. Since issue 33 a DELETE moves the category to the trash for 30 days (inactive there, gone from the lists and pickers, 404 here, its slug kept; `POST /api/trash/restore/category/{id}/{unique_key}` brings it back); `?permanent=true` deletes it for good (also from the trash; needs the administrator capability `roles`, 403 otherwise).',
      queryParams: [
        { name: 'detach', description: 'true: take the category off the articles that use it first.', schema: { type: 'string', enum: ['true', 'false', '1'] } },
        permanentQueryParam,
      ],
      responses: { 200: 'The trashed (or deleted) category.', 404: notFound, 409: 'Articles use it (or would be left without a category).' },
      example: success(categoryExample, 'Category deleted.'),
    },
  }),
  changeStatus: operation({
    method: 'PUT',
    path: '/api/category/category-change-status/{id}/{unique_key}',
    input: categoryStatusBodySchema,
    versioned: true,
    run: ({ user, key, input }) => changeCategoryStatus(user, key, input),
    message: 'Success.categoryStatusChanged',
    refusal,
    doc: {
      summary: 'Activate or deactivate a category',
      responses: { 200: 'The category with its new status.', 404: notFound },
      example: success({ ...categoryExample, status: 'inactive' }, 'Status changed.'),
    },
  }),
  list: operation({
    method: 'POST',
    path: '/api/category/categories-list',
    input: categoryListQuerySchema,
    run: ({ user, input }) => listCategories(user, input),
    doc: { summary: 'List categories', responses: { 200: onePageOf('categories') }, example: success(pageOf([categoryExample])) },
  }),
};
