import type { Db } from '../client';

/**
 * The seeded pages: today's home (both designs' sections) and /rc-sistemI, in every language, with
 * the texts of the Home and Landing catalogue namespaces. Written by the data step 0018_seed_pages.
 */
export async function seedDefaultPages(db: Db): Promise<void> {
  // Filled in by the pages rendering work (issue 30 §1); nothing to write yet.
  void db;
}
