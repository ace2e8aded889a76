import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { ActionToasts } from '@/components/admin/action-toasts';
import { FilterActions } from './filter-actions';

export interface ListFilters {
  /** The search landmark's accessible name. */
  label: string;
  /** The grid's columns from each breakpoint (full class names, so Tailwind sees them). */
  gridClassName: string;
  /** The list's URL without filters (already localized). */
  clearHref: string;
  clearLabel: string;
  applyLabel: string;
  /** Where "clear" and "apply" sit in the grid. */
  actionsClassName?: string;
  /** The fields (FilterField, FilterCheckbox). */
  fields: ReactNode;
}

export interface ListPageViewProps {
  title: string;
  description: ReactNode;
  /** The test id of the description line, when a spec reads it. */
  descriptionTestId?: string;
  /** The description line's classes, when it keeps to a readable width. */
  descriptionClassName?: string;
  /** Links or buttons beside the title ("New article", "Export CSV"); given (even null), the title row makes room for them. */
  actions?: ReactNode;
  /** The GET filter form; without, the list has none. */
  filters?: ListFilters;
  /** Given when the rows' actions report in toasts: the label of a toast's close button. */
  dismissLabel?: string;
  /** The results (ListResults, a table) and anything under them. */
  children: ReactNode;
}

/** The body of an admin list page: title and description (with its actions), the filter form, then the results. */
export function ListPageView({ title, description, descriptionTestId, descriptionClassName = 'mt-1 text-sm text-muted-foreground', actions, filters, dismissLabel, children }: ListPageViewProps) {
  const heading = (
    <div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className={descriptionClassName} data-testid={descriptionTestId}>
        {description}
      </p>
    </div>
  );
  const body = (
    <div className="flex flex-col gap-6">
      {actions !== undefined ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {filters && (
        <form
          method="get"
          role="search"
          aria-label={filters.label}
          className={clsx('grid gap-3 rounded-lg border border-border bg-background p-4', filters.gridClassName)}
        >
          {filters.fields}
          <FilterActions clearHref={filters.clearHref} clearLabel={filters.clearLabel} applyLabel={filters.applyLabel} className={filters.actionsClassName} />
        </form>
      )}
      {children}
    </div>
  );
  return dismissLabel ? <ActionToasts dismissLabel={dismissLabel}>{body}</ActionToasts> : body;
}

/** The catalogue namespaces of the admin lists; each holds `title` and, where the list has them, `dismiss` and `filters.label|clear|apply`. */
export type ListNamespace = 'Admin.articles' | 'Categories' | 'Leads' | 'Users' | 'AuditLog' | 'Outbox' | 'Inbox' | 'FaqAdmin' | 'PagesAdmin' | 'Trash';

export interface ListPageProps extends Omit<ListPageViewProps, 'title' | 'filters' | 'dismissLabel'> {
  namespace: ListNamespace;
  /** The list's path ('/admin/list-leads'): "clear" leads back to it. */
  pathname: string;
  /** The filter form's grid and fields; its name and buttons come from the catalogue. */
  filters?: Pick<ListFilters, 'gridClassName' | 'actionsClassName' | 'fields'>;
  /** The rows' actions report in toasts. */
  toasts?: boolean;
}

/** ListPageView with the texts every list names alike, read from the list's catalogue namespace. */
export async function ListPage({ namespace, pathname, filters, toasts, ...rest }: ListPageProps) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  // Not every list has toasts or filters, so the keys are checked by the catalogue test, not the compiler.
  const text = (key: 'title' | 'dismiss' | 'filters.label' | 'filters.clear' | 'filters.apply') => t(`${namespace}.${key}` as Parameters<typeof t>[0]);
  return (
    <ListPageView
      {...rest}
      title={text('title')}
      dismissLabel={toasts ? text('dismiss') : undefined}
      filters={
        filters && {
          ...filters,
          label: text('filters.label'),
          clearHref: getPathname({ href: pathname, locale }),
          clearLabel: text('filters.clear'),
          applyLabel: text('filters.apply'),
        }
      }
    />
  );
}

/** One labelled control of a list's filter form (a search box, a select). */
export function FilterField({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <label className={clsx('flex flex-col gap-1 text-sm', className)}>
      <span className="font-medium">{label}</span>
      {children}
    </label>
  );
}

/** The list's search box (`search` in the URL). */
export function SearchFilter({ label, value, placeholder, className, maxLength }: { label: string; value: string | undefined; placeholder: string; className?: string; maxLength?: number }) {
  return (
    <FilterField label={label} className={className}>
      <Input type="search" name="search" defaultValue={value ?? ''} placeholder={placeholder} maxLength={maxLength} />
    </FilterField>
  );
}

/** A choice among values, `placeholder` ("All") meaning no filter. */
export function SelectFilter({
  label,
  name,
  value,
  placeholder,
  options,
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  placeholder: string;
  options: readonly SelectOption[];
}) {
  return (
    <FilterField label={label}>
      <Select name={name} defaultValue={value === undefined ? '' : String(value)} placeholder={placeholder} options={options} />
    </FilterField>
  );
}

/** A yes/no filter: sent as `name=true` when ticked, absent otherwise. */
export function FilterCheckbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} value="true" defaultChecked={checked} className="size-4" />
      {label}
    </label>
  );
}
