'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useStaffAction } from '@/components/admin/use-staff-action';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { socialNetworkName } from '@/components/site/social-networks';
import { saveNavigationAction } from '@/lib/api/actions/navigation';
import {
  CHILDREN_MAX,
  COLUMN_LINKS_MAX,
  FOOTER_COLUMNS_MAX,
  HEADER_ITEMS_MAX,
  SOCIAL_MAX,
  socialNetworks,
  type Navigation,
  type NavigationFooter,
  type NavigationHeaderItem,
} from '@/lib/navigation/schema';
import type { Locale } from '@/i18n/routing';

type Link = { label: string; href: string };

/** The list with the entry at `index` moved by `by` (−1 up, +1 down). */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(index + by, 0, entry);
  return next;
}

const replaced = <T,>(list: readonly T[], index: number, entry: T): T[] => list.map((e, i) => (i === index ? entry : e));
const without = <T,>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/**
 * One language's header menu and footer (lib/navigation), edited as a whole and saved with
 * PUT /api/navigation/navigation's action; a preview of both follows what is typed. Reordering is by
 * buttons (keyboard and pointer alike); errors from the server show under their fields.
 */
export function NavigationForm({ locale, initial }: { locale: Locale; initial: Navigation & { version: number } }) {
  const t = useTranslations('Navigation');
  const { perform } = useStaffAction();
  const [header, setHeader] = useState<NavigationHeaderItem[]>(initial.header);
  const [footer, setFooter] = useState<NavigationFooter>(initial.footer);
  const [landing, setLanding] = useState<Link[]>(initial.landing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    // The version shown: a save over someone else's newer one is refused (409) and what was typed stays.
    // After a save the page is read again, so the next save names the new version.
    const result = await perform(() => saveNavigationAction({}, { locale, header, footer, landing, version: initial.version }), { refresh: true });
    setErrors(!result.ok && 'fieldErrors' in result ? (result.fieldErrors ?? {}) : {});
    setSaving(false);
  }

  /** An entry's order and remove buttons, named after the entry. */
  const entryButtons = (name: string, index: number, count: number, move: (by: -1 | 1) => void, remove: () => void) => (
    <div className="flex flex-wrap gap-1">
      <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => move(-1)} aria-label={t('moveUp', { name })}>
        ↑
      </Button>
      <Button size="sm" variant="ghost" disabled={index === count - 1} onClick={() => move(1)} aria-label={t('moveDown', { name })}>
        ↓
      </Button>
      <Button size="sm" variant="ghost" onClick={remove} aria-label={t('remove', { name })}>
        ✕
      </Button>
    </div>
  );

  /** Label and link fields of one link at `path` (header.0, footer.columns.1.links.2 …). */
  const linkFields = (path: string, link: Link, change: (link: Link) => void) => (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField id={`${locale}-${path}-label`} label={t('label')} error={errors[`${path}.label`]} required>
        <Input value={link.label} maxLength={80} onChange={(e) => change({ ...link, label: e.target.value })} />
      </FormField>
      <FormField id={`${locale}-${path}-href`} label={t('href')} error={errors[`${path}.href`]} required>
        <Input value={link.href} maxLength={2000} spellCheck={false} autoComplete="off" onChange={(e) => change({ ...link, href: e.target.value })} />
      </FormField>
    </div>
  );

  const group = (legend: string, children: ReactNode, testId?: string) => (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4" data-testid={testId}>
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );

  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form noValidate onSubmit={save} className="flex flex-col gap-6" aria-label={t('title')}>
        <section aria-labelledby={`${locale}-header-title`} className="flex flex-col gap-3">
          <h2 id={`${locale}-header-title`} className="text-lg font-semibold">
            {t('header.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('header.hint')}</p>
          <p className="text-sm text-muted-foreground">{t('hrefHint')}</p>
          {errors.header && (
            <p role="alert" className="text-sm text-negative">
              {errors.header}
            </p>
          )}
          {header.map((item, index) => {
            const name = t('header.item', { n: index + 1 });
            const children = item.children ?? [];
            const setItem = (next: NavigationHeaderItem) => setHeader(replaced(header, index, next));
            return group(
              name,
              <>
                {entryButtons(name, index, header.length, (by) => setHeader(moved(header, index, by)), () => setHeader(without(header, index)))}
                {linkFields(`header.${index}`, item, (link) => setItem({ ...item, ...link }))}
                {children.map((child, childIndex) => {
                  const childName = t('header.child', { n: childIndex + 1, parent: name });
                  const setChildren = (next: Link[]) => setItem({ ...item, children: next });
                  return (
                    <div key={childIndex} className="ml-4 flex flex-col gap-2 border-l-2 border-border pl-4" role="group" aria-label={childName}>
                      {entryButtons(childName, childIndex, children.length, (by) => setChildren(moved(children, childIndex, by)), () => setChildren(without(children, childIndex)))}
                      {linkFields(`header.${index}.children.${childIndex}`, child, (link) => setChildren(replaced(children, childIndex, link)))}
                    </div>
                  );
                })}
                <div>
                  <Button size="sm" variant="secondary" disabled={children.length >= CHILDREN_MAX} onClick={() => setItem({ ...item, children: [...children, { label: '', href: '/' }] })}>
                    {t('header.addChild')}
                  </Button>
                </div>
              </>,
              `navigation-item-${index}`,
            );
          })}
          <div>
            <Button variant="secondary" disabled={header.length >= HEADER_ITEMS_MAX} onClick={() => setHeader([...header, { label: '', href: '/' }])} data-testid="navigation-add-item">
              {t('header.add')}
            </Button>
          </div>
        </section>

        <section aria-labelledby={`${locale}-footer-title`} className="flex flex-col gap-3">
          <h2 id={`${locale}-footer-title`} className="text-lg font-semibold">
            {t('footer.title')}
          </h2>
          {footer.columns.map((column, index) => {
            const name = t('footer.column', { n: index + 1 });
            const setColumns = (columns: NavigationFooter['columns']) => setFooter({ ...footer, columns });
            const setColumn = (next: NavigationFooter['columns'][number]) => setColumns(replaced(footer.columns, index, next));
            return group(
              name,
              <>
                {entryButtons(name, index, footer.columns.length, (by) => setColumns(moved(footer.columns, index, by)), () => setColumns(without(footer.columns, index)))}
                <FormField id={`${locale}-footer-column-${index}-title`} label={t('footer.columnTitle')} error={errors[`footer.columns.${index}.title`]} required>
                  <Input value={column.title} maxLength={80} onChange={(e) => setColumn({ ...column, title: e.target.value })} />
                </FormField>
                {column.links.map((link, linkIndex) => {
                  const linkName = t('footer.link', { n: linkIndex + 1, parent: name });
                  const setLinks = (links: Link[]) => setColumn({ ...column, links });
                  return (
                    <div key={linkIndex} className="ml-4 flex flex-col gap-2 border-l-2 border-border pl-4" role="group" aria-label={linkName}>
                      {entryButtons(linkName, linkIndex, column.links.length, (by) => setLinks(moved(column.links, linkIndex, by)), () => setLinks(without(column.links, linkIndex)))}
                      {linkFields(`footer.columns.${index}.links.${linkIndex}`, link, (next) => setLinks(replaced(column.links, linkIndex, next)))}
                    </div>
                  );
                })}
                <div>
                  <Button size="sm" variant="secondary" disabled={column.links.length >= COLUMN_LINKS_MAX} onClick={() => setColumn({ ...column, links: [...column.links, { label: '', href: '/' }] })}>
                    {t('footer.addLink')}
                  </Button>
                </div>
              </>,
            );
          })}
          <div>
            <Button variant="secondary" disabled={footer.columns.length >= FOOTER_COLUMNS_MAX} onClick={() => setFooter({ ...footer, columns: [...footer.columns, { title: '', links: [] }] })}>
              {t('footer.addColumn')}
            </Button>
          </div>

          {group(
            t('contact.title'),
            <>
              <p className="text-sm text-muted-foreground">{t('contact.hint')}</p>
              {(
                [
                  ['email', t('contact.email')],
                  ['phone', t('contact.phone')],
                  ['address', t('contact.address')],
                ] as const
              ).map(([field, fieldLabel]) => (
                <FormField key={field} id={`${locale}-contact-${field}`} label={fieldLabel} error={errors[`footer.contact.${field}`]}>
                  <Input
                    value={footer.contact[field]}
                    type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                    onChange={(e) => setFooter({ ...footer, contact: { ...footer.contact, [field]: e.target.value } })}
                  />
                </FormField>
              ))}
            </>,
          )}

          {group(
            t('social.title'),
            <>
              {footer.social.map((entry, index) => {
                const name = t('social.entry', { n: index + 1 });
                const setSocial = (social: NavigationFooter['social']) => setFooter({ ...footer, social });
                return (
                  <div key={index} className="flex flex-col gap-2 border-l-2 border-border pl-4" role="group" aria-label={name}>
                    {entryButtons(name, index, footer.social.length, (by) => setSocial(moved(footer.social, index, by)), () => setSocial(without(footer.social, index)))}
                    <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
                      <FormField id={`${locale}-social-${index}-network`} label={t('social.network')} error={errors[`footer.social.${index}.network`]}>
                        <Select
                          value={entry.network}
                          options={socialNetworks.map((network) => ({ value: network, label: network === 'other' ? t('social.other') : socialNetworkName({ network, url: '' }) }))}
                          onChange={(e) => setSocial(replaced(footer.social, index, { ...entry, network: e.target.value as (typeof socialNetworks)[number] }))}
                        />
                      </FormField>
                      <FormField id={`${locale}-social-${index}-url`} label={t('social.url')} error={errors[`footer.social.${index}.url`]} required>
                        <Input value={entry.url} type="url" spellCheck={false} onChange={(e) => setSocial(replaced(footer.social, index, { ...entry, url: e.target.value }))} />
                      </FormField>
                    </div>
                  </div>
                );
              })}
              <div>
                <Button size="sm" variant="secondary" disabled={footer.social.length >= SOCIAL_MAX} onClick={() => setFooter({ ...footer, social: [...footer.social, { network: 'linkedin', url: 'https://' }] })}>
                  {t('social.add')}
                </Button>
              </div>
            </>,
          )}
        </section>

        <section aria-labelledby={`${locale}-landing-title`} className="flex flex-col gap-3">
          <h2 id={`${locale}-landing-title`} className="text-lg font-semibold">
            {t('landing.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('landing.hint')}</p>
          {landing.map((link, index) => {
            const name = t('landing.item', { n: index + 1 });
            return group(
              name,
              <>
                {entryButtons(name, index, landing.length, (by) => setLanding(moved(landing, index, by)), () => setLanding(without(landing, index)))}
                {linkFields(`landing.${index}`, link, (next) => setLanding(replaced(landing, index, next)))}
              </>,
            );
          })}
          <div>
            <Button variant="secondary" disabled={landing.length >= HEADER_ITEMS_MAX} onClick={() => setLanding([...landing, { label: '', href: '#home' }])}>
              {t('landing.add')}
            </Button>
          </div>
        </section>

        <div>
          <Button type="submit" loading={saving} data-testid="navigation-save">
            {saving ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
      <NavigationPreview header={header} footer={footer} />
    </div>
  );
}

/** The header menu and footer as typed: their links and texts, laid out like the site's. */
function NavigationPreview({ header, footer }: Pick<Navigation, 'header' | 'footer'>) {
  const t = useTranslations('Navigation');
  return (
    <aside aria-labelledby="navigation-preview-title" className="flex flex-col gap-4 self-start xl:sticky xl:top-4" data-testid="navigation-preview">
      <h2 id="navigation-preview-title" className="text-lg font-semibold">
        {t('preview.title')}
      </h2>
      <figure className="rounded-lg border border-border bg-background p-3">
        <figcaption className="mb-2 text-xs font-semibold text-muted-foreground uppercase">{t('preview.header')}</figcaption>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm font-medium">
          {header.map((item, index) => (
            <li key={index}>
              <span title={item.href}>{item.label}</span>
              {item.children && item.children.length > 0 && (
                <ul className="ml-2 text-xs text-muted-foreground">
                  {item.children.map((child, childIndex) => (
                    <li key={childIndex} title={child.href}>
                      {child.label}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </figure>
      <figure className="rounded-lg border border-border bg-surface p-3 text-surface-foreground">
        <figcaption className="mb-2 text-xs font-semibold text-muted-foreground uppercase">{t('preview.footer')}</figcaption>
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            {footer.contact.email && <span>{footer.contact.email}</span>}
            {footer.contact.phone && <span>{footer.contact.phone}</span>}
            {footer.contact.address && <span>{footer.contact.address}</span>}
            {footer.social.length > 0 && <span>{footer.social.map((entry) => socialNetworkName(entry)).join(' · ')}</span>}
          </div>
          {footer.columns.map((column, index) => (
            <div key={index} className="flex flex-col gap-1">
              <span className="font-semibold">{column.title}</span>
              <ul>
                {column.links.map((link, linkIndex) => (
                  <li key={linkIndex} title={link.href}>
                    {link.label}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </figure>
    </aside>
  );
}
