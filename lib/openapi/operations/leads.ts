import { leadClassificationBodySchema, leadFiltersSchema, leadListQuerySchema, leadNewsletterBodySchema, leadStatusBodySchema } from '@/lib/leads/schema';
import type { ApiOperation } from '../types';
import { leadExample } from '../examples';
import { pageOf, success } from '@/lib/core/api-examples';

const tag = 'Leads';
const notFound = 'No lead with this id and unique_key.';
const aliases = 'The filters also take the snake_case spellings newsletter_status, include_deleted and include_spam.';

export const leadOperations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/lead/leads-list',
    tag,
    summary: 'List leads',
    description: `Deleted and spam leads are hidden unless asked for. ${aliases}`,
    auth: 'list-leads',
    body: leadListQuerySchema,
    responses: { 200: 'One page of leads and the total.' },
    example: success(pageOf([leadExample])),
  },
  {
    method: 'GET',
    path: '/api/lead/leads-export.csv',
    tag,
    summary: 'Export leads as CSV',
    description: `The filtered list, every page, streamed as CSV (semicolons, UTF-8 with a BOM), with headers in the caller's language. ${aliases}`,
    auth: 'list-leads',
    query: leadFiltersSchema,
    responses: { 200: 'The CSV file (an attachment).' },
    produces: 'text/csv',
    example: 'Nome;E-mail;Telefone;Empresa;Origem;Status;Classificação;Newsletter;Cadastro\nCarlos Lima;carlos@example.com;+55 11 98888-7777;Lima & Filhos;Contato;Ativo;Morno;Ativa;02/05/2026 06:05\n',
  },
  {
    method: 'DELETE',
    path: '/api/lead/lead/{id}/{unique_key}',
    tag,
    summary: 'Delete a lead',
    description: "A soft delete: the lead's status becomes deleted.",
    auth: 'list-leads',
    responses: { 200: 'The lead, deleted.', 404: notFound },
    example: success({ ...leadExample, status: 'deleted' }, 'Lead deleted.'),
  },
  {
    method: 'PUT',
    path: '/api/lead/lead-change-status/{id}/{unique_key}',
    tag,
    summary: "Change a lead's status",
    auth: 'list-leads',
    body: leadStatusBodySchema,
    responses: { 200: 'The lead with its new status.', 404: notFound },
    example: success({ ...leadExample, status: 'blackListed' }, 'Status updated.'),
  },
  {
    method: 'PUT',
    path: '/api/lead/lead-classification/{id}/{unique_key}',
    tag,
    summary: 'Classify a lead',
    auth: 'list-leads',
    body: leadClassificationBodySchema,
    responses: { 200: 'The lead with its classification.', 404: notFound },
    example: success({ ...leadExample, classification: 'hot' }, 'Classification updated.'),
  },
  {
    method: 'PUT',
    path: '/api/lead/lead-newsletter-status/{id}/{unique_key}',
    tag,
    summary: "Set a lead's newsletter subscription",
    auth: 'list-leads',
    body: leadNewsletterBodySchema,
    responses: { 200: 'The lead with its newsletter status.', 404: notFound },
    example: success({ ...leadExample, newsletter_status: 'cancelled', unsubscribe_reason: 'lead-panel' }, 'Newsletter status updated.'),
  },
  {
    method: 'PUT',
    path: '/api/lead/lead-not-spam/{id}/{unique_key}',
    tag,
    summary: 'Mark a lead as not spam',
    description: 'A lead caught as spam joins the list; a pending newsletter signup gets its confirmation email then.',
    auth: 'list-leads',
    responses: { 200: 'The lead.', 404: notFound },
    example: success(leadExample, 'The lead is no longer marked as spam.'),
  },
];
