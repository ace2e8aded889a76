import type { z } from 'zod';
import { EARLIER, KEY, noSuch, NOW, onePageOf, pageOf, success } from '@/lib/core/api-examples';
import { bulkMessage } from '@/lib/core/bulk';
import { bulkDoc } from '@/lib/core/bulk-doc';
import { operationsFor } from '@/lib/core/operation';
import type { Actor } from '@/lib/core/actor';
import type { MessageKey } from '@/lib/i18n/translate';
import { env } from '@/lib/env';
import { csvFileName } from '@/lib/format/csv';
import { changeLeadStatus, markLeadNotSpam, setLeadClassification, setLeadNewsletterStatus, setLeadOwner, softDeleteLead, type LeadKey } from './commands';
import { leadBulkBodySchema, runLeadBulk } from './bulk';
import { addLeadNote } from './notes';
import type { LeadView } from './present';
import { exportLeadsCsv, listLeads } from './queries';
import { getLeadTimeline } from './timeline';
import { leadClassificationBodySchema, leadFiltersSchema, leadListQuerySchema, leadNewsletterBodySchema, leadNoteBodySchema, leadOwnerBodySchema, leadStatusBodySchema } from './schema';

// The lead API and the lead list's actions, declared once (lib/core/operation.ts).

const operation = operationsFor({ tag: 'Leads', access: 'list-leads' });
const notFound = noSuch('lead');
const aliases = 'The filters also take the snake_case spellings newsletter_status, include_deleted and include_spam.';
const attributionFilters =
  '`source`, `medium` and `campaign` filter by where the lead came from: a lead matches when its first or its last touch has the value (exact, in any case).';

/** A touch of the examples (lib/attribution): a newsletter campaign that led to the contact page. */
export const touchExample = {
  source: 'newsletter',
  medium: 'email',
  campaign: 'nov',
  term: null,
  content: null,
  referrer_host: null,
  landing_path: '/contact',
  click_id: false,
  at: EARLIER,
};

export const leadExample = {
  id: 18,
  unique_key: KEY,
  name: 'Carlos Lima',
  email: 'carlos@example.com',
  telephone: '+55 11 98888-7777',
  enterprise: 'Lima & Filhos',
  module: 'contact',
  status: 'active',
  classification: 'warm',
  newsletter_status: 'active',
  spam: false,
  first_touch: { ...touchExample, source: 'google', medium: 'organic', campaign: null, referrer_host: 'www.google.com', landing_path: '/blog' },
  last_touch: touchExample,
  conversion_path: '/contact',
  spam_reason: null,
  unsubscribe_reason: null,
  unsubscribe_details: null,
  unsubscribed_at: null,
  owner_id: 4,
  follow_up_at: null,
  registered_at: EARLIER,
  updated_at: NOW,
};

const staffExample = { id: 4, name: 'Marina Duarte' };

/** A note on the lead of the example, as POST /api/lead/lead-note answers it (and `lead.note_added` carries, with the lead). */
export const leadNoteExample = { id: 7, lead_id: leadExample.id, text: 'Called: wants a proposal by Friday.', author: staffExample, created_at: NOW };

const timelineExample = [
  { type: 'created', at: EARLIER, actor: null, module: 'contact' },
  { type: 'message', at: EARLIER, actor: null, message: { id: 31, unique_key: KEY, subject: 'Orçamento' } },
  { type: 'classification', at: '2026-05-03T10:00:00.000Z', actor: staffExample, from: 'none', to: 'warm' },
  { type: 'owner', at: '2026-05-03T10:01:00.000Z', actor: staffExample, from: null, to: staffExample },
  { type: 'follow_up', at: '2026-05-03T10:01:00.000Z', actor: staffExample, from: null, to: '2026-05-08T03:00:00.000Z' },
  { type: 'note', at: NOW, actor: staffExample, note: { id: 7, text: leadNoteExample.text } },
  {
    type: 'reply',
    at: NOW,
    actor: staffExample,
    reply: { id: 3, subject: 'Re: Orçamento', text: 'Olá Carlos, segue a proposta.', reply_to: 'marina@example.com' },
    message: { id: 31, unique_key: KEY, subject: 'Orçamento' },
  },
];

// A refusal shows as "Action failed" in the list's toast, without its reason (the API answers it).
const refusal = { logLabel: 'lead action failed', refusal: 'generic' } as const;

/** PUT /api/lead/<segment>/{id}/{unique_key} with a one-field body: status, classification, newsletter. */
function leadChange<S extends z.ZodType>(spec: {
  segment: string;
  input: S;
  command: (actor: Actor, key: LeadKey, values: z.output<S>) => Promise<LeadView>;
  message: MessageKey;
  summary: string;
  answer: string;
  example: unknown;
}) {
  return operation({
    method: 'PUT',
    path: `/api/lead/${spec.segment}/{id}/{unique_key}`,
    input: spec.input,
    // `input` is z.output<S> (the schema is given); TypeScript cannot resolve Parsed<S> for a generic S.
    run: ({ user, key, input }) => spec.command(user, key, input as z.output<S>),
    message: spec.message,
    refusal,
    doc: { summary: spec.summary, responses: { 200: spec.answer, 404: notFound }, example: spec.example },
  });
}

export const leadOperations = {
  list: operation({
    method: 'POST',
    path: '/api/lead/leads-list',
    input: leadListQuerySchema,
    run: ({ user, input }) => listLeads(user, input),
    doc: {
      summary: 'List leads',
      description: `Deleted and spam leads are hidden unless asked for. ${attributionFilters} ${aliases}`,
      responses: { 200: onePageOf('leads') },
      example: success(pageOf([leadExample])),
    },
  }),
  bulk: operation({
    method: 'POST',
    path: '/api/lead/leads-bulk',
    input: leadBulkBodySchema,
    run: ({ user, input, t }) => runLeadBulk(user, input, t),
    message: bulkMessage,
    doc: bulkDoc({
      summary: 'Act on many leads',
      actions: '`set_status` (params `{status}`: active, inactive or blackListed), `set_classification` (params `{classification}`). To export a selection, call the CSV export with `ids`.',
      filter: `the leads list's filters (${aliases})`,
    }),
  }),
  exportCsv: operation({
    method: 'GET',
    path: '/api/lead/leads-export.csv',
    query: leadFiltersSchema,
    // The filtered list, every page, streamed as CSV (semicolons, UTF-8 with BOM), in the caller's language.
    run: async ({ user, query, locale }) => {
      const timeZone = env().SITE_TIME_ZONE;
      return { stream: await exportLeadsCsv(user, query, { locale, timeZone }), timeZone };
    },
    respond: ({ stream, timeZone }) =>
      new Response(stream, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${csvFileName('leads', new Date(), timeZone)}"`,
          'cache-control': 'no-store',
        },
      }),
    doc: {
      summary: 'Export leads as CSV',
      description: `The filtered list, every page, streamed as CSV (semicolons, UTF-8 with a BOM), with headers in the caller's language; the attribution columns come last. \`ids\` (comma-separated, at most 500) exports only those rows (the list's selection). ${attributionFilters} ${aliases}`,
      responses: { 200: 'The CSV file (an attachment).' },
      produces: 'text/csv',
      example: 'Nome;E-mail;Telefone;Empresa;Origem;Status;Classificação;Newsletter;Cadastro\nCarlos Lima;carlos@example.com;+55 11 98888-7777;Lima & Filhos;Contato;Ativo;Morno;Ativa;02/05/2026 06:05\n',
    },
  }),
  remove: operation({
    method: 'DELETE',
    path: '/api/lead/lead/{id}/{unique_key}',
    run: ({ user, key }) => softDeleteLead(user, key),
    message: 'Leads.success.deleted',
    refusal,
    doc: {
      summary: 'Delete a lead',
      description: "A soft delete: the lead's status becomes deleted.",
      responses: { 200: 'The lead, deleted.', 404: notFound },
      example: success({ ...leadExample, status: 'deleted' }, 'Lead deleted.'),
    },
  }),
  changeStatus: leadChange({
    segment: 'lead-change-status',
    input: leadStatusBodySchema,
    command: changeLeadStatus,
    message: 'Success.statusUpdated',
    summary: "Change a lead's status",
    answer: 'The lead with its new status.',
    example: success({ ...leadExample, status: 'blackListed' }, 'Status updated.'),
  }),
  classify: leadChange({
    segment: 'lead-classification',
    input: leadClassificationBodySchema,
    command: setLeadClassification,
    message: 'Leads.success.classificationUpdated',
    summary: 'Classify a lead',
    answer: 'The lead with its classification.',
    example: success({ ...leadExample, classification: 'hot' }, 'Classification updated.'),
  }),
  newsletterStatus: leadChange({
    segment: 'lead-newsletter-status',
    input: leadNewsletterBodySchema,
    command: setLeadNewsletterStatus,
    message: 'Leads.success.newsletterUpdated',
    summary: "Set a lead's newsletter subscription",
    answer: 'The lead with its newsletter status.',
    example: success({ ...leadExample, newsletter_status: 'cancelled', unsubscribe_reason: 'lead-panel' }, 'Newsletter status updated.'),
  }),
  note: operation({
    method: 'POST',
    path: '/api/lead/lead-note/{id}/{unique_key}',
    input: leadNoteBodySchema,
    run: ({ user, key, input }) => addLeadNote(user, key, input),
    status: 201,
    message: 'LeadPage.success.noteAdded',
    doc: {
      summary: 'Add a note to a lead',
      description: 'The text (1 to 5,000 characters, trimmed) is kept with its author and time, shows in the lead’s timeline, and is sent as the `lead.note_added` webhook.',
      responses: { 201: 'The note.', 404: notFound },
      example: success(leadNoteExample, 'Note added.'),
    },
  }),
  owner: operation({
    method: 'PUT',
    path: '/api/lead/lead-owner/{id}/{unique_key}',
    input: leadOwnerBodySchema,
    run: ({ user, key, input }) => setLeadOwner(user, key, input),
    message: 'LeadPage.success.ownerSaved',
    doc: {
      summary: "Set a lead's owner and next follow-up",
      description:
        '`user_id`: an active staff member whose roles grant the leads list (422 otherwise), or null for nobody. `follow_up_at` (optional; null clears it): a date-time with its offset, or a date (YYYY-MM-DD: the start of that day in the site’s time zone). Each change shows in the timeline; a change of owner is sent as the `lead.assigned` webhook. The owner gets a daily email of their due follow-ups when SMTP is set.',
      responses: { 200: 'The lead with its owner and follow-up.', 404: notFound, 422: 'The user cannot own leads, or the date is invalid.' },
      example: success({ ...leadExample, owner_id: 4, follow_up_at: '2026-05-08T03:00:00.000Z' }, 'Owner and follow-up saved.'),
    },
  }),
  timeline: operation({
    method: 'GET',
    path: '/api/lead/lead-timeline/{id}/{unique_key}',
    run: ({ user, key }) => getLeadTimeline(user, key),
    doc: {
      summary: "A lead's timeline",
      description:
        'Oldest first: `created`, each contact `message`, the changes (`status`, `classification`, `newsletter`, `spam`, `owner`, `follow_up`, with `from` and `to`), the `note`s and the `reply`s sent to its messages. `actor` is the staff member who did it (null: the visitor or the system).',
      responses: { 200: 'The timeline.', 404: notFound },
      example: success(timelineExample),
    },
  }),
  // A lead caught as spam joins the list (a pending newsletter signup gets its confirmation email then). Beyond the spec, in its style.
  notSpam: operation({
    method: 'PUT',
    path: '/api/lead/lead-not-spam/{id}/{unique_key}',
    run: ({ user, key }) => markLeadNotSpam(user, key),
    message: 'Leads.success.notSpam',
    refusal,
    doc: {
      summary: 'Mark a lead as not spam',
      description: 'A lead caught as spam joins the list; a pending newsletter signup gets its confirmation email then.',
      responses: { 200: 'The lead.', 404: notFound },
      example: success(leadExample, 'The lead is no longer marked as spam.'),
    },
  }),
};
