'use server';

import { getLocale } from 'next-intl/server';
import { AppError } from '@/lib/api/errors';
import { requireRoute, type CurrentUser } from '@/lib/auth/current-user';
import { translator } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { changeLeadStatus, setLeadClassification, setLeadNewsletterStatus, softDeleteLead } from './commands';

// Server actions of the lead list. Each checks the route (requireRoute redirects outside the
// try/catch) and calls the same command as the API.

export interface LeadActionResult {
  ok: boolean;
  message: string;
}

async function run(work: (user: CurrentUser) => Promise<unknown>, successKey: string): Promise<LeadActionResult> {
  const user = await requireRoute('list-leads');
  const t = translator(await getLocale());
  try {
    await work(user);
    return { ok: true, message: t(successKey) };
  } catch (error) {
    if (!(error instanceof AppError)) logger.error({ err: error }, 'lead action failed');
    return { ok: false, message: t('Errors.actionFailed') };
  }
}

export async function changeLeadStatusAction(id: number, uniqueKey: string, status: string): Promise<LeadActionResult> {
  return run((user) => changeLeadStatus(user, { id, uniqueKey }, { status }), 'Success.statusUpdated');
}

export async function deleteLeadAction(id: number, uniqueKey: string): Promise<LeadActionResult> {
  return run((user) => softDeleteLead(user, { id, uniqueKey }), 'Leads.success.deleted');
}

export async function setLeadClassificationAction(id: number, uniqueKey: string, classification: string): Promise<LeadActionResult> {
  return run((user) => setLeadClassification(user, { id, uniqueKey }, { classification }), 'Leads.success.classificationUpdated');
}

export async function setLeadNewsletterStatusAction(id: number, uniqueKey: string, status: string): Promise<LeadActionResult> {
  return run((user) => setLeadNewsletterStatus(user, { id, uniqueKey }, { status }), 'Leads.success.newsletterUpdated');
}
