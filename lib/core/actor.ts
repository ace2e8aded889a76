/**
 * Who a command acts for: the signed-in user's id (the audit row's actor) and the grants its roles hold
 * now. Every domain's commands take this, never the whole session user, so a job or a test can act
 * with just these two fields.
 */
export interface Actor {
  id: number;
  /** Admin routes and capabilities (lib/auth/routes.ts: Grant). */
  grants: string[];
}
