'use server';

import { serverAction } from '@/lib/api/server-action';
import { runAction, type ActionOptions, type ActionResult } from '@/lib/api/action-result';
import { changeLeadStatus, markLeadNotSpam, setLeadClassification, setLeadNewsletterStatus, softDeleteLead } from './commands';

// Server actions of the lead list: each checks the route and calls the same command as the API.

export type LeadActionResult = ActionResult;

// A refusal shows as "Action failed" in the list's toast, without its reason (the API answers it).
const leadAction: ActionOptions = { route: 'list-leads', logLabel: 'lead action failed', refusal: 'generic' };

export const changeLeadStatusAction = serverAction(async (id: number, uniqueKey: string, status: string): Promise<LeadActionResult> => {
  return runAction((user) => changeLeadStatus(user, { id, uniqueKey }, { status }), 'Success.statusUpdated', leadAction);
}, leadAction);

export const deleteLeadAction = serverAction(async (id: number, uniqueKey: string): Promise<LeadActionResult> => {
  return runAction((user) => softDeleteLead(user, { id, uniqueKey }), 'Leads.success.deleted', leadAction);
}, leadAction);

export const setLeadClassificationAction = serverAction(async (id: number, uniqueKey: string, classification: string): Promise<LeadActionResult> => {
  return runAction((user) => setLeadClassification(user, { id, uniqueKey }, { classification }), 'Leads.success.classificationUpdated', leadAction);
}, leadAction);

export const setLeadNewsletterStatusAction = serverAction(async (id: number, uniqueKey: string, status: string): Promise<LeadActionResult> => {
  return runAction((user) => setLeadNewsletterStatus(user, { id, uniqueKey }, { status }), 'Leads.success.newsletterUpdated', leadAction);
}, leadAction);

export const markLeadNotSpamAction = serverAction(async (id: number, uniqueKey: string): Promise<LeadActionResult> => {
  return runAction((user) => markLeadNotSpam(user, { id, uniqueKey }), 'Leads.success.notSpam', leadAction);
}, leadAction);
