import type { RedirectOrigin, NotFoundKind } from '@/db/schema/moving';

/** A redirect as the API answers it (`ok()` spells the fields in snake_case: `status_code`, `last_hit_at`). */
export interface RedirectView {
  id: number;
  uniqueKey: string;
  /** The from-path as stored (lower-case; `/old/*` for a prefix, `/?p=12` for a WordPress id). */
  from: string;
  isPrefix: boolean;
  to: string;
  statusCode: number;
  origin: RedirectOrigin;
  importId: number | null;
  hits: number;
  lastHitAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every edit (not by the hit counts); a save naming an older one is refused (lib/core/version.ts). */
  version: number;
}

/** One line of the 404 report. */
export interface NotFoundView {
  path: string;
  hits: number;
  kind: NotFoundKind;
  firstSeen: Date;
  lastSeen: Date;
  referrerHost: string | null;
}
