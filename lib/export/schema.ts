import { z } from 'zod';

/** GET /api/export/export.zip?personal_data=true — the form on /admin/export sends the same. */
export const exportQuerySchema = z.object({
  // A checkbox sends "on"; the API takes true or 1. Anything else, or nothing, leaves personal data out.
  personal_data: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 'on', z.boolean()).default(false),
});
export type ExportQuery = z.output<typeof exportQuerySchema>;
