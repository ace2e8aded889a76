'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { RichTextEditor } from '@/components/admin/compose/rich-text-editor';
import { ImageUploadActions, ImageUploadNotes } from '@/components/admin/image-upload-controls';
import { useImageUpload } from '@/components/admin/use-image-upload';
import { useContentLanguage } from '@/components/admin/media/media-access';
import { Button } from '@/components/ui/button';
import { FormField, formFieldIds } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { pageDesigns, type PageDesign } from '@/lib/pages/blocks';

/*
 * The fields the block forms are made of. Each works on a `Scope`: the values of the block (or of a
 * link, or a list item) it edits, the error-key prefix of those values (`blocks.2`,
 * `blocks.2.items.0`) and the DOM-id prefix. A field shows the error whose key is
 * `${scope.path}.<field>` beside itself, linked with aria-invalid and aria-describedby.
 */

type Values = Record<string, unknown>;

export type Scope = {
  values: Values;
  /** The error keys' prefix: the API's field path of these values. */
  path: string;
  /** The DOM ids' prefix (unique on the page). */
  id: string;
  errors: Record<string, string>;
  set: (field: string, value: unknown) => void;
};

/** A field's value as text ('' when absent or null; a number as its digits). */
export function textOf(scope: Scope, field: string): string {
  const value = scope.values[field];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

const errorOf = (scope: Scope, field: string): string | undefined => scope.errors[`${scope.path}.${field}`];
const idOf = (scope: Scope, field: string) => `${scope.id}-${field}`;

/** The scope of an object field (a link: `primary`, `cta`, `button`), created empty when absent. */
function childScope(scope: Scope, field: string): Scope {
  const raw = scope.values[field];
  const values = raw && typeof raw === 'object' ? (raw as Values) : {};
  return { values, path: `${scope.path}.${field}`, id: idOf(scope, field), errors: scope.errors, set: (name, value) => scope.set(field, { ...values, [name]: value }) };
}

const requiredMark = (
  <span aria-hidden="true" className="ml-0.5 text-negative-text">
    *
  </span>
);

type TextFieldProps = {
  scope: Scope;
  field: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** The schema's limit. */
  max: number;
  /** A textarea (the longer texts). */
  multiline?: boolean;
  /** A site path or address: no spell check or autocompletion. */
  code?: boolean;
  placeholder?: string;
};

/** A labelled text input (or textarea) with its hint and inline error. */
export function TextField({ scope, field, label, hint, required, max, multiline, code, placeholder }: TextFieldProps) {
  const common = {
    value: textOf(scope, field),
    maxLength: max,
    placeholder,
    ...(code && { spellCheck: false, autoComplete: 'off' }),
  };
  return (
    <FormField id={idOf(scope, field)} label={label} hint={hint} error={errorOf(scope, field)} required={required}>
      {multiline ? (
        <Textarea {...common} rows={3} onChange={(event) => scope.set(field, event.target.value)} />
      ) : (
        <Input {...common} onChange={(event) => scope.set(field, event.target.value)} />
      )}
    </FormField>
  );
}

/** A labelled number input (kept as a number when it reads as one, else as typed: the schema says why). */
export function NumberField({ scope, field, label, hint, min, max }: { scope: Scope; field: string; label: string; hint?: string; min: number; max: number }) {
  return (
    <FormField id={idOf(scope, field)} label={label} hint={hint} error={errorOf(scope, field)} required>
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        className="max-w-32"
        value={textOf(scope, field)}
        onChange={(event) => {
          const typed = event.target.value;
          scope.set(field, typed !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed);
        }}
      />
    </FormField>
  );
}

/** A labelled select of fixed options. */
export function SelectField({ scope, field, label, hint, options }: { scope: Scope; field: string; label: string; hint?: string; options: readonly SelectOption[] }) {
  return (
    <FormField id={idOf(scope, field)} label={label} hint={hint} error={errorOf(scope, field)} required>
      <Select value={textOf(scope, field)} options={options} onChange={(event) => scope.set(field, event.target.value)} />
    </FormField>
  );
}

/** A checkbox with its label on the right. */
export function CheckboxField({ scope, field, label }: { scope: Scope; field: string; label: string }) {
  const id = idOf(scope, field);
  const error = errorOf(scope, field);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={scope.values[field] === true}
          onChange={(event) => scope.set(field, event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? formFieldIds(id).error : undefined}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm text-foreground">
          {label}
        </label>
      </div>
      {error && (
        <p id={formFieldIds(id).error} className="text-sm text-negative-text">
          {error}
        </p>
      )}
    </div>
  );
}

/** A group with a legend, an optional hint and the error of the group itself (a list's "too many items"). */
function Group({ id, legend, hint, error, required, children }: { id: string; legend: string; hint?: string; error?: string; required?: boolean; children: ReactNode }) {
  const ids = formFieldIds(id);
  const describedBy = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} className="flex flex-col gap-3 rounded-md border border-border p-3" aria-describedby={describedBy}>
      <legend className="px-1 text-sm font-medium text-foreground">
        {legend}
        {required && requiredMark}
      </legend>
      {hint && (
        <p id={ids.hint} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={ids.error} className="text-sm text-negative-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A link's text and address (`primary`, `cta`, `button`): optional links read as absent while both are blank. */
export function LinkFields({ scope, field, legend, required, hrefPlaceholder }: { scope: Scope; field: string; legend: string; required?: boolean; hrefPlaceholder?: string }) {
  const t = useTranslations('PagesAdmin.fields');
  const link = childScope(scope, field);
  return (
    <Group id={idOf(scope, field)} legend={legend} hint={required ? t('linkHint') : t('optionalLinkHint')} error={errorOf(scope, field)}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField scope={link} field="label" label={t('linkLabel')} max={80} required={required} />
        <TextField scope={link} field="href" label={t('linkHref')} max={2000} required={required} code placeholder={hrefPlaceholder ?? '/contact'} />
      </div>
    </Group>
  );
}

/**
 * An image: upload (POST /api/upload, the back office's image pipeline) with a preview, replace and
 * remove, and the address typed by hand as a fallback (an upload's URL, a site path or an http(s) URL).
 */
export function ImageField({ scope, field, legend, required }: { scope: Scope; field: string; legend: string; required?: boolean }) {
  const t = useTranslations('PagesAdmin.fields');
  const id = idOf(scope, field);
  const value = textOf(scope, field);
  // The upload ends after more typing may have changed the block: it writes through the latest scope.
  const setRef = useRef(scope.set);
  useEffect(() => {
    setRef.current = scope.set;
  });
  const upload = useImageUpload({ id, error: errorOf(scope, field), onUploaded: (url) => setRef.current(field, url) });
  const urlId = `${id}-url`;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={upload.describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">
        {legend}
        {required && requiredMark}
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-20 w-32 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-background">
          {value ? (
            // eslint-disable-next-line @next/next/no-img-element -- an upload or an address typed just now: no next/image sizes to know
            <img src={value} alt={t('imagePreview', { legend })} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="px-2 text-center text-xs text-muted-foreground">{t('imageNone')}</span>
          )}
        </div>
        <ImageUploadActions
          upload={upload}
          chooseLabel={value ? t('imageReplace') : t('imageUpload')}
          uploadingLabel={t('imageUploading')}
          secondary={value ? { label: t('imageRemove'), onClick: () => scope.set(field, '') } : null}
        />
      </div>
      <ImageUploadNotes upload={upload} hint={t('imageHint')} />
      <FormField id={urlId} label={t('imageUrl')} hint={t('imageUrlHint')}>
        <Input
          value={value}
          maxLength={2000}
          spellCheck={false}
          autoComplete="off"
          placeholder="/api/files/…"
          aria-invalid={upload.error ? true : undefined}
          aria-describedby={upload.error ? upload.ids.error : undefined}
          onChange={(event) => scope.set(field, event.target.value)}
        />
      </FormField>
    </fieldset>
  );
}

/** Formatted text in the articles' rich-text editor (sanitized with their allow-list when saved). */
export function RichTextField({ scope, field, label, hint }: { scope: Scope; field: string; label: string; hint: string }) {
  const id = idOf(scope, field);
  const ids = formFieldIds(id);
  const labelId = `${id}-label`;
  const screenLocale = useLocale();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const error = uploadError ?? errorOf(scope, field);
  // The page's language (the editor's screen language outside a page editor).
  const language = useContentLanguage() ?? screenLocale;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-foreground">
        {label}
        {requiredMark}
      </span>
      <p id={ids.hint} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <RichTextEditor
        labelId={labelId}
        language={language}
        initialContent={textOf(scope, field)}
        invalid={Boolean(error)}
        describedBy={error ? `${ids.hint} ${ids.error}` : ids.hint}
        onChange={(html) => {
          setUploadError(null);
          scope.set(field, html);
        }}
        onUploadError={(message) => setUploadError(message)}
      />
      {error && (
        <p id={ids.error} className="text-sm text-negative-text">
          {error}
        </p>
      )}
    </div>
  );
}

const moved = <T,>(list: readonly T[], index: number, by: -1 | 1): T[] => {
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(index + by, 0, entry);
  return next;
};

type ItemListProps = {
  scope: Scope;
  field: string;
  legend: string;
  /** An item's name, for its legend and its buttons' accessible names ("Figure 2"). */
  itemName: (n: number) => string;
  addLabel: string;
  max: number;
  create: () => Values;
  children: (item: Scope, index: number) => ReactNode;
};

/**
 * A block's list (features items, figures, logos, testimonials): each item in its own group with
 * move up, move down and remove buttons named after it, and an "add" button under the list. Focus
 * follows a moved item's button; after a removal it goes to the "add" button, after an addition to
 * the new item's first field.
 */
export function ItemList({ scope, field, legend, itemName, addLabel, max, create, children }: ItemListProps) {
  const t = useTranslations('PagesAdmin.fields');
  const raw = scope.values[field];
  const items = Array.isArray(raw) ? (raw as Values[]) : [];
  const listId = idOf(scope, field);
  const itemId = (index: number) => `${listId}-${index}`;
  const addId = `${listId}-add`;
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);

  useEffect(() => {
    const target = focusNext.current?.();
    focusNext.current = null;
    target?.focus();
  });

  const setItems = (next: Values[], focus: () => HTMLElement | null) => {
    focusNext.current = focus;
    scope.set(field, next);
  };
  const byId = (id: string) => () => document.getElementById(id);

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    // The same button on the moved item, or its other one once it reaches an end of the list.
    const button = (by === -1 && to > 0) || (by === 1 && to < items.length - 1) ? (by === -1 ? 'up' : 'down') : by === -1 ? 'down' : 'up';
    setItems(moved(items, index, by), byId(`${itemId(to)}-${button}`));
  }

  return (
    <Group id={listId} legend={legend} hint={t('itemsHint', { max })} error={errorOf(scope, field)} required>
      {items.map((item, index) => {
        const name = itemName(index + 1);
        const itemScope: Scope = {
          values: item,
          path: `${scope.path}.${field}.${index}`,
          id: itemId(index),
          errors: scope.errors,
          set: (key, value) => scope.set(field, items.map((entry, i) => (i === index ? { ...entry, [key]: value } : entry))),
        };
        return (
          // Items have no ids of their own: a list is short and its fields are controlled, so index keys hold.
          <fieldset key={index} id={itemId(index)} className="flex flex-col gap-3 rounded-md border border-border bg-surface/40 p-3">
            <legend className="px-1 text-sm font-semibold text-foreground">{name}</legend>
            <div className="flex flex-wrap gap-1">
              <Button id={`${itemId(index)}-up`} size="sm" variant="ghost" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('moveItemUp', { name })}>
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                id={`${itemId(index)}-down`}
                size="sm"
                variant="ghost"
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
                aria-label={t('moveItemDown', { name })}
              >
                <span aria-hidden="true">↓</span>
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={items.length <= 1}
                onClick={() =>
                  setItems(
                    items.filter((_, i) => i !== index),
                    byId(addId),
                  )
                }
                aria-label={t('removeItem', { name })}
              >
                <span aria-hidden="true">✕</span>
              </Button>
            </div>
            {children(itemScope, index)}
          </fieldset>
        );
      })}
      <div>
        <Button
          id={addId}
          size="sm"
          variant="secondary"
          disabled={items.length >= max}
          onClick={() => setItems([...items, create()], () => document.getElementById(itemId(items.length))?.querySelector<HTMLElement>('input, textarea, select') ?? null)}
        >
          {addLabel}
        </Button>
      </div>
    </Group>
  );
}

// The designs' names (PagesAdmin.fields.design.*), written whole so the catalogue check sees them read.
const designKeys = { v1: 'design.v1', v2: 'design.v2' } as const satisfies Record<PageDesign, string>;

/** Every block's optional settings, folded away: its anchor (the section's HTML id) and the designs it shows in. */
export function AdvancedFields({ scope }: { scope: Scope }) {
  const t = useTranslations('PagesAdmin.fields');
  const designsId = idOf(scope, 'designs');
  const designsError = errorOf(scope, 'designs');
  const hasError = Boolean(errorOf(scope, 'anchor') || designsError);
  const [open, setOpen] = useState(() => Boolean(textOf(scope, 'anchor')) || Array.isArray(scope.values.designs));
  const raw = scope.values.designs;
  const designs: readonly PageDesign[] = Array.isArray(raw) ? (raw as PageDesign[]) : pageDesigns;

  function toggle(design: PageDesign, checked: boolean) {
    const next = pageDesigns.filter((d) => (d === design ? checked : designs.includes(d)));
    if (next.length === 0) return;
    // Both designs is the default: the field is left out.
    scope.set('designs', next.length === pageDesigns.length ? undefined : next);
  }

  return (
    // An error inside keeps it open: the error must be seen.
    <details open={open || hasError} onToggle={(event) => setOpen(event.currentTarget.open)} className="rounded-md border border-border">
      <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring">{t('advanced')}</summary>
      <div className="flex flex-col gap-4 border-t border-border p-3">
        <TextField scope={scope} field="anchor" label={t('anchor')} hint={t('anchorHint')} max={60} code placeholder="services" />
        <fieldset className="flex flex-col gap-2" aria-describedby={[`${designsId}-hint`, designsError ? `${designsId}-error` : ''].filter(Boolean).join(' ')}>
          <legend className="mb-1 text-sm font-medium text-foreground">{t('designs')}</legend>
          <p id={`${designsId}-hint`} className="text-sm text-muted-foreground">
            {t('designsHint')}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {pageDesigns.map((design) => {
              const checked = designs.includes(design);
              const boxId = `${designsId}-${design}`;
              return (
                <li key={design} className="flex items-center gap-2">
                  <input
                    id={boxId}
                    type="checkbox"
                    checked={checked}
                    // The last design ticked stays: a block shows in at least one.
                    disabled={checked && designs.length === 1}
                    onChange={(event) => toggle(design, event.target.checked)}
                    className="size-4 shrink-0 accent-primary disabled:cursor-not-allowed"
                  />
                  <label htmlFor={boxId} className="text-sm text-foreground">
                    {t(designKeys[design])}
                  </label>
                </li>
              );
            })}
          </ul>
          {designsError && (
            <p id={`${designsId}-error`} className="text-sm text-negative-text">
              {designsError}
            </p>
          )}
        </fieldset>
      </div>
    </details>
  );
}
