import { NOW, success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import { env } from '@/lib/env';
import { listCalendarItems } from './queries';
import { calendarQuerySchema } from './schema';

// The editorial calendar's API (issue 33 §6), declared once (lib/core/operation.ts). Rescheduling goes
// through the status-change routes of articles and pages, as in the editor.

const operation = operationsFor({ tag: 'Calendar', access: 'list-of-articles' });

export const calendarOperations = {
  list: operation({
    method: 'POST',
    path: '/api/calendar/calendar-list',
    input: calendarQuerySchema,
    run: async ({ user, input }) => ({ items: await listCalendarItems(user, input, env().SITE_TIME_ZONE) }),
    doc: {
      summary: 'List the calendar’s items',
      description:
        "The scheduled, published and in-review articles (and, with `pages`, the published and scheduled pages) whose day falls between `from` and `to` (days YYYY-MM-DD of the site's time zone, inclusive, at most 62 days), filtered by `author` and `category`. An article in review sits on its published_at, else on the day of its last update. Without `articles-all` only the caller's own articles. Reschedule with PUT /api/article/article-change-status/{id}/{unique_key} {status: 'published', published_at, version}.",
      responses: { 200: 'The items, in time order.', 422: 'A malformed or too long range.' },
      example: success({
        items: [
          {
            kind: 'article',
            id: 42,
            unique_key: 'como-escolher-um-erp',
            title: 'Como escolher um ERP',
            status: 'scheduled',
            at: NOW,
            day: NOW.slice(0, 10),
            locale: 'pt-BR',
            author: { id: 3, name: 'Ana Souza' },
            version: 4,
          },
        ],
      }),
    },
  }),
};
