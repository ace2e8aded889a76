import type { z } from 'zod';
import { EARLIER, KEY, noSuch, NOW, onePageOf, pageOf, success } from '@/lib/core/api-examples';
import { operationsFor } from '@/lib/core/operation';
import type { Actor } from '@/lib/core/actor';
import type { MessageKey } from '@/lib/i18n/translate';
import { env } from '@/lib/env';
import { csvFileName } from '@/lib/format/csv';
import { changeLeadStatus, markLeadNotSpam, setLeadClassification, setLeadNewsletterStatus, softDeleteLead, type LeadKey } from './commands';
import type { LeadView } from './present';
import { exportLeadsCsv, listLeads } from './queries';
import { leadClassificationBodySchema, leadFiltersSchema, leadListQuerySchema, leadNewsletterBodySchema, leadStatusBodySchema } from './schema';

// The lead API and the lead list's actions, declared once (lib/core/operation.ts).

const operation = operationsFor({ tag: 'Leads', access: 'list-leads' });
const notFound = noSuch('lead');
const aliases = 'The filters also take the snake_case spellings newsletter_status, include_deleted and include_spam.';

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
  spam_reason: null,
  unsubscribe_reason: null,
  unsubscribe_details: null,
  unsubscribed_at: null,
  registered_at: EARLIER,
  updated_at: NOW,
};

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
      description: `Deleted and spam leads are hidden unless asked for. ${aliases}`,
      responses: { 200: onePageOf('leads') },
      example: success(pageOf([leadExample])),
    },
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
      description: `The filtered list, every page, streamed as CSV (semicolons, UTF-8 with a BOM), with headers in the caller's language. ${aliases}`,
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
