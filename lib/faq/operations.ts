import { permanentDeleteSchema, permanentQueryParam } from '@/lib/trash/schema';
import { EARLIER, KEY, noSuch, NOW, onePageOf, pageOf, success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import { createFaq, deleteFaq, moveFaq, updateFaq } from './commands';
import { getFaq, listFaqs } from './queries';
import { faqInputSchema, faqListQuerySchema, faqMoveSchema } from './schema';

// The FAQ API and the FAQ page's actions, declared once (lib/core/operation.ts).

const operation = operationsFor({ tag: 'FAQs', access: 'faq' });
const notFound = noSuch('question');
const keyed = '/api/faq/faq/{id}/{unique_key}';
const publicEffect = 'The public pages /faq and /faq/{product} (and their FAQPage JSON-LD) show the change at once.';

const faqExample = {
  id: 12,
  unique_key: KEY,
  product: 'vitrine-cms',
  locale: 'en',
  question: 'Can I schedule an article?',
  answer: '<p>Yes: pick a publication date in the future and it goes live by itself.</p>',
  position: 3,
  created_at: EARLIER,
  updated_at: NOW,
  version: 2,
};

const refusal = { logLabel: 'faq action failed' };

export const faqOperations = {
  create: operation({
    method: 'POST',
    path: '/api/faq/faq',
    input: faqInputSchema,
    run: ({ user, input }) => createFaq(user, input),
    status: 201,
    message: 'Success.faqCreated',
    refusal,
    doc: {
      summary: 'Create a question',
      description: `The answer is HTML, sanitized with the articles' allow-list. Without \`position\` the question goes last among its product's questions in its language. ${publicEffect}`,
      responses: { 201: 'The question, created.' },
      example: success(faqExample, 'Question created.'),
    },
  }),
  read: operation({
    method: 'GET',
    path: keyed,
    run: ({ user, key }) => getFaq(user, key),
    doc: { summary: 'Read a question', responses: { 200: 'The question.', 404: notFound }, example: success(faqExample) },
  }),
  update: operation({
    method: 'PUT',
    path: keyed,
    input: faqInputSchema,
    versioned: true,
    run: ({ user, key, input }) => updateFaq(user, key, input),
    message: 'Success.faqUpdated',
    refusal,
    doc: {
      summary: 'Update a question',
      description: `Replaces every field. Without \`position\` it keeps its place (or goes last when its product or language changes). ${publicEffect}`,
      responses: { 200: 'The question, updated.', 404: notFound },
      example: success(faqExample, 'Question updated.'),
    },
  }),
  remove: operation({
    method: 'DELETE',
    path: keyed,
    query: permanentDeleteSchema,
    run: ({ user, key, query }) => deleteFaq(user, key, query),
    message: 'Success.faqDeleted',
    refusal,
    doc: {
      summary: 'Move a question to the trash (or delete it for good)',
      description: `Since issue 33 a DELETE moves the question to the trash for 30 days (\`POST /api/trash/restore/faq/{id}/{unique_key}\` brings it back); \`?permanent=true\` deletes it for good (also from the trash; needs the administrator capability \`roles\`, 403 otherwise). ${publicEffect}`,
      queryParams: [permanentQueryParam],
      responses: { 200: 'The trashed (or deleted) question.', 404: notFound },
      example: success(faqExample, 'Question deleted.'),
    },
  }),
  move: operation({
    method: 'PUT',
    path: '/api/faq/faq-move/{id}/{unique_key}',
    versioned: true,
    input: faqMoveSchema,
    run: ({ user, key, input }) => moveFaq(user, key, input),
    message: 'Success.faqMoved',
    refusal,
    doc: {
      summary: 'Move a question up or down',
      description: `One place among its product's questions in its language (the first stays first, the last stays last). Send the question's \`version\` (or If-Match) to be refused with 409 VERSION_CONFLICT when it was saved since. ${publicEffect}`,
      responses: { 200: 'The question with its new position.', 404: notFound },
      example: success({ ...faqExample, position: 2 }, 'Order changed.'),
    },
  }),
  list: operation({
    method: 'POST',
    path: '/api/faq/faqs-list',
    input: faqListQuerySchema,
    run: ({ user, input }) => listFaqs(user, input),
    doc: {
      summary: 'List questions',
      description: 'By product, language and position; `product` and `locale` filter.',
      responses: { 200: onePageOf('questions') },
      example: success(pageOf([faqExample])),
    },
  }),
};
