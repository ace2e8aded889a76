import 'server-only';
import { z } from 'zod';
import type { Actor } from '@/lib/core/actor';
import { bulkAction, bulkBodySchema, bulkSelection, runBulk, type BulkSpec } from '@/lib/core/bulk';
import { parseInput } from '@/lib/core/command';
import type { Translate } from '@/lib/i18n/translate';
import { changeLeadStatus, setLeadClassification } from './commands';
import { listLeads } from './queries';
import { leadClassificationBodySchema, leadFiltersSchema, leadStatusBodySchema, type LeadFilters } from './schema';

/*
 * The lead list's bulk actions (issue 33 §5): set_status (params {status}) and set_classification
 * (params {classification}) run the single commands row by row. Exporting the selection is the CSV
 * export with `ids` (GET /api/lead/leads-export.csv?ids=1,2,3).
 */

export const leadBulkActions = ['set_status', 'set_classification'] as const;

/** POST /api/lead/leads-bulk */
export const leadBulkBodySchema = bulkBodySchema(leadBulkActions, leadFiltersSchema);

const spec: BulkSpec<Actor, LeadFilters> = {
  actions: {
    set_status: bulkAction(leadStatusBodySchema, (user, key, p) => changeLeadStatus(user, key, p)),
    set_classification: bulkAction(leadClassificationBodySchema, (user, key, p) => setLeadClassification(user, key, p)),
  },
  page: async (user, filter, page, limit) => {
    const list = await listLeads(user, { ...filter, page, limit });
    return { items: list.items, total: list.total };
  },
};

/** Runs a parsed POST /api/lead/leads-bulk body. */
export function runLeadBulk(user: Actor, body: z.output<typeof leadBulkBodySchema>, t: Translate) {
  return runBulk(spec, user, body, t);
}

/** The keys of every row the list's filter selects (the list's "select all N matching"), at most BULK_MAX. */
export function leadBulkSelection(user: Actor, filter: unknown) {
  return bulkSelection(spec, user, parseInput(leadFiltersSchema, filter));
}
