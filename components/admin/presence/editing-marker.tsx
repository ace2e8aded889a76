import { getTranslations } from 'next-intl/server';
import type { PresentUser } from '@/lib/presence/schema';

/** A list row's "being edited" marker (issue 33 §1): an icon, and the names for screen readers and on hover. */
export async function EditingMarker({ users }: { users: readonly PresentUser[] | undefined }) {
  if (!users?.length) return null;
  const t = await getTranslations('Presence');
  const label = users.map((u) => t('beingEdited', { name: u.name })).join('; ');
  return (
    <span data-testid="editing-marker" title={label} className="inline-flex items-center text-warning-light-foreground">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
        <path d="M2.695 14.763l-1.262 3.154a.5.5 0 00.65.65l3.155-1.262a4 4 0 001.343-.885L17.5 5.5a2.121 2.121 0 00-3-3L3.58 13.42a4 4 0 00-.885 1.343z" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
