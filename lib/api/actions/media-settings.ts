'use server';

import { mediaSettingOperations as op } from '@/lib/media/setting-operations';
import { operationActionWithData } from '../operation-action';

// The media settings' switch on /admin/settings: the API's operation (lib/media/setting-operations.ts).

export const saveMediaSettingAction = operationActionWithData(op.save);
