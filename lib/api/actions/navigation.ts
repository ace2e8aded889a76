'use server';

import { navigationOperations as op } from '@/lib/navigation/operations';
import { operationAction } from '../operation-action';

// The navigation screen's server action: the API's PUT /api/navigation/navigation (lib/navigation/operations.ts).

export const saveNavigationAction = operationAction(op.save);
