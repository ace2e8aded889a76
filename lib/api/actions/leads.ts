'use server';

import { leadOperations as op } from '@/lib/leads/operations';
import { operationAction } from '../operation-action';

// The lead list's server actions: the API's operations (lib/leads/operations.ts).

export const changeLeadStatusAction = operationAction(op.changeStatus);
export const deleteLeadAction = operationAction(op.remove);
export const setLeadClassificationAction = operationAction(op.classify);
export const setLeadNewsletterStatusAction = operationAction(op.newsletterStatus);
export const markLeadNotSpamAction = operationAction(op.notSpam);
export const addLeadNoteAction = operationAction(op.note);
export const setLeadOwnerAction = operationAction(op.owner);
