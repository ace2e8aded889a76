import { useTranslations } from 'next-intl';
import type { AccessArea } from '@/lib/auth/routes';
import { areaKeys } from './grant-labels';

/** The access areas (§3) a user or role opens, as small chips; a dash when there are none. */
export function AccessAreaChips({ areas, label }: { areas: readonly AccessArea[]; label: string }) {
  const t = useTranslations('Roles.areas');
  if (areas.length === 0) return <span>-</span>;
  return (
    <ul aria-label={label} className="flex max-w-72 flex-wrap gap-1">
      {areas.map((area) => (
        <li key={area} className="rounded-full border border-border bg-surface px-2 py-0.5 text-xs whitespace-nowrap text-surface-foreground">
          {t(areaKeys[area])}
        </li>
      ))}
    </ul>
  );
}
