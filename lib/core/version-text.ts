// One stored version of a record as the revisions panel compares it (issue 33 §3), for articles and
// pages alike: the record's own text fields (strings) beside who wrote and who stored it, and when.

export type Person = { id: number; name: string } | null;

export interface VersionMeta {
  /** The revision's id; null for the record as saved now. */
  id: number | null;
  author: Person;
  savedBy: Person;
  note: string | null;
  version: number | null;
  createdAt: string;
}

/** A user joined by id and name (a left join): null when the id is null or the user is gone. */
export const person = (id: number | null, name: string | null): Person => (id !== null && name !== null ? { id, name } : null);
