'use server';

import { spamOperations as op } from '@/lib/spam/operations';
import { operationActionWithData } from '../operation-action';

// The spam protection switch on /admin/list-leads: the API's operation (lib/spam/operations.ts).

export const saveFormSettingsAction = operationActionWithData(op.saveSettings);
