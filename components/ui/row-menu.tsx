'use client';

import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { buttonClasses } from './button';

export type RowMenuItem = {
  key: string;
  label: string;
  onSelect: () => void;
  /** Destructive actions are set apart and coloured. */
  danger?: boolean;
};

export type RowMenuProps = {
  /** The trigger's accessible name, e.g. "More actions: Ana Souza". */
  label: string;
  /** The visible text of the trigger. */
  text: string;
  items: readonly RowMenuItem[];
  className?: string;
};

/**
 * The secondary actions of a list row, behind one "More" button (Radix dropdown: arrow keys, typeahead,
 * Escape, focus returned to the trigger). The row keeps its main action visible beside it.
 */
export function RowMenu({ label, text, items, className }: RowMenuProps): ReactNode {
  if (items.length === 0) return null;
  const regular = items.filter((item) => !item.danger);
  const danger = items.filter((item) => item.danger);
  const itemClasses =
    'flex cursor-pointer items-center rounded-sm px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-surface data-[highlighted]:text-foreground';
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={label} className={buttonClasses({ size: 'sm', variant: 'ghost', className: clsx('border border-border', className) })}>
        {text}
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="ml-1 size-4">
          <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-44 rounded-md border border-border bg-background p-1 shadow-lg">
          {regular.map((item) => (
            <DropdownMenu.Item key={item.key} onSelect={item.onSelect} className={itemClasses}>
              {item.label}
            </DropdownMenu.Item>
          ))}
          {regular.length > 0 && danger.length > 0 && <DropdownMenu.Separator className="my-1 h-px bg-border" />}
          {danger.map((item) => (
            <DropdownMenu.Item key={item.key} onSelect={item.onSelect} className={clsx(itemClasses, 'text-negative-text')}>
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
