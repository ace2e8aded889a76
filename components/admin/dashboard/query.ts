// The dashboard's URL state (period, sort, page, translations view): building links that change one part of it.

export interface DashboardSearch {
  period?: string;
  from?: string;
  to?: string;
  sort?: string;
  dir?: string;
  page?: string;
  /** 'grouped': one row per translation group in the posts table. */
  translations?: string;
}

/** The query of a dashboard link: the current state with some parts changed (undefined removes a part). */
export function dashboardQuery(current: DashboardSearch, changes: Partial<Record<keyof DashboardSearch, string | undefined>>): Record<string, string> {
  const next: Record<string, string | undefined> = { ...current, ...changes };
  return Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}
