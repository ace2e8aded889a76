// The values the lead list's filters offer (the admin page reads them here, not from db/).
export { leadClassifications, leadModules, leadStatuses, newsletterStatuses } from '@/db/schema/leads';
