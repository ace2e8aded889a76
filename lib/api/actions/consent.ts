'use server';

import { consentOperations as op } from '@/lib/consent/operations';
import { operationActionWithData } from '../operation-action';

// The consent banner's settings on /admin/seo: the API's operation (lib/consent/operations.ts).

export const saveConsentSettingsAction = operationActionWithData(op.saveSettings);
