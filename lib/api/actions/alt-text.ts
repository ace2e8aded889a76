'use server';

import { altHint } from '@/lib/media/alt-hint';
import { runActionWithData } from '../action-result';
import { serverAction } from '../server-action';

// The article editor's "Images without alt text" hint (components/admin/compose/alt-text-panel.tsx):
// a read, so a server action is safe here (it expires no cache tag, so Next re-renders nothing).

const options = { route: 'compose', logLabel: 'alt text hint failed' } as const;

export const altTextHintAction = serverAction(async (input: unknown) => runActionWithData(() => altHint(input), () => '', options), options);
