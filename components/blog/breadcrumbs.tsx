import { Link } from '@/i18n/link';

export interface BreadcrumbItem {
  label: string;
  /** Absent for the current page (the last item). */
  href?: string;
  /** Language of the label when it differs from the page's (an article title). */
  lang?: string;
}

/** Home › Blog › current page; the same trail as the page's BreadcrumbList JSON-LD. */
export function Breadcrumbs({ items, label }: { items: BreadcrumbItem[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, i) => (
          <li key={i} className="flex min-w-0 items-center gap-2">
            {i > 0 && <span aria-hidden="true">›</span>}
            {item.href ? (
              <Link href={item.href} className="hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" lang={item.lang} className="line-clamp-1 text-foreground">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
