import { z } from 'zod';
import { presenceKinds } from '@/db/schema/system';
import { recordId } from '@/lib/core/fields';

// Presence (issue 33 §1): who else has an editor open. Pure values, shared by the API and the editors.

/** A heartbeat counts for this long (a beat every 30 s, so two missed beats and a margin). */
export const PRESENCE_TTL_SECONDS = 90;
/** How often an open editor sends its heartbeat. */
export const PRESENCE_BEAT_MS = 30_000;

const INVALID = 'Validation.invalidValue';

/** POST /api/presence/heartbeat {kind, id}. */
export const presenceHeartbeatSchema = z.object({
  kind: z.enum(presenceKinds, { error: INVALID }),
  id: recordId(INVALID),
});
export type PresenceHeartbeatValues = z.output<typeof presenceHeartbeatSchema>;

export interface PresentUser {
  id: number;
  name: string;
}
