'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { RowMenuItem } from '@/components/ui/row-menu';
import { Select } from '@/components/ui/select';
import { RowActions, useRowActions, type RowConfirmation } from '@/components/admin/list/row-actions';
import {
  changeLeadStatusAction,
  deleteLeadAction,
  markLeadNotSpamAction,
  setLeadClassificationAction,
  setLeadNewsletterStatusAction,
} from '@/lib/api/actions/leads';

const classifications = ['none', 'cold', 'warm', 'hot', 'conversion'] as const;

export interface LeadActionsProps {
  lead: { id: number; uniqueKey: string; email: string; status: string; classification: string; newsletterStatus: string | null; module: string; spam: boolean };
}

type Pending =
  | { kind: 'activate' | 'blacklist' | 'delete' | 'newsletterActivate' | 'newsletterCancel' | 'notSpam' }
  | { kind: 'classify'; classification: string };

/** The actions of one row of the lead list; each asks for confirmation, then reports in a toast. */
export function LeadActions({ lead }: LeadActionsProps) {
  const t = useTranslations('Leads');
  const { pending, ask: setPending, close, run } = useRowActions<Pending>();
  const email = lead.email;

  let dialog: RowConfirmation | null = null;
  if (pending?.kind === 'activate') {
    dialog = { title: t('confirm.activateTitle', { email }), confirm: run(() => changeLeadStatusAction({ id: lead.id, uniqueKey: lead.uniqueKey }, { status: 'active' })) };
  } else if (pending?.kind === 'blacklist') {
    dialog = {
      title: t('confirm.blacklistTitle', { email }),
      description: t('confirm.blacklistText'),
      variant: 'danger',
      confirm: run(() => changeLeadStatusAction({ id: lead.id, uniqueKey: lead.uniqueKey }, { status: 'blackListed' })),
    };
  } else if (pending?.kind === 'delete') {
    dialog = {
      title: t('confirm.deleteTitle', { email }),
      description: t('confirm.deleteText'),
      variant: 'danger',
      confirm: run(() => deleteLeadAction({ id: lead.id, uniqueKey: lead.uniqueKey })),
    };
  } else if (pending?.kind === 'classify') {
    const classification = pending.classification;
    dialog = {
      title: t('confirm.classifyTitle', { email, classification: t(`classifications.${classification as 'hot'}`) }),
      confirm: run(() => setLeadClassificationAction({ id: lead.id, uniqueKey: lead.uniqueKey }, { classification })),
    };
  } else if (pending?.kind === 'notSpam') {
    dialog = {
      title: t('confirm.notSpamTitle', { email }),
      description: lead.module === 'newsletter' ? t('confirm.notSpamText') : undefined,
      confirm: run(() => markLeadNotSpamAction({ id: lead.id, uniqueKey: lead.uniqueKey })),
    };
  } else if (pending?.kind === 'newsletterActivate') {
    dialog = {
      title: t('confirm.newsletterActivateTitle', { email }),
      confirm: run(() => setLeadNewsletterStatusAction({ id: lead.id, uniqueKey: lead.uniqueKey }, { status: 'active' })),
    };
  } else if (pending?.kind === 'newsletterCancel') {
    dialog = {
      title: t('confirm.newsletterCancelTitle', { email }),
      description: t('confirm.newsletterCancelText'),
      variant: 'danger',
      confirm: run(() => setLeadNewsletterStatusAction({ id: lead.id, uniqueKey: lead.uniqueKey }, { status: 'cancelled' })),
    };
  }

  // The main action stays in the row ("Not spam" for spam, else the classification); the rest sit in "More".
  const more: RowMenuItem[] = [
    ...(lead.status !== 'active' ? [{ key: 'activate', label: t('actions.activate'), onSelect: () => setPending({ kind: 'activate' }) }] : []),
    ...(lead.newsletterStatus === 'active' || lead.newsletterStatus === 'pending'
      ? [{ key: 'newsletterCancel', label: t('actions.newsletterCancel'), onSelect: () => setPending({ kind: 'newsletterCancel' }) }]
      : []),
    ...(lead.newsletterStatus === 'cancelled'
      ? [{ key: 'newsletterActivate', label: t('actions.newsletterActivate'), onSelect: () => setPending({ kind: 'newsletterActivate' }) }]
      : []),
    ...(lead.status !== 'blackListed' ? [{ key: 'blacklist', label: t('actions.blacklist'), onSelect: () => setPending({ kind: 'blacklist' }), danger: true }] : []),
    ...(lead.status !== 'deleted' ? [{ key: 'delete', label: t('actions.delete'), onSelect: () => setPending({ kind: 'delete' }), danger: true }] : []),
  ];

  return (
    <RowActions name={email} menu={more} confirmation={dialog} onClose={close} confirmLabel={t('confirm.confirm')} cancelLabel={t('confirm.cancel')}>
      {lead.spam ? (
        <Button size="sm" onClick={() => setPending({ kind: 'notSpam' })}>
          {t('actions.notSpam')}
        </Button>
      ) : (
        <Select
          aria-label={t('actions.classification', { email })}
          value={lead.classification}
          onChange={(event) => setPending({ kind: 'classify', classification: event.target.value })}
          className="h-8 w-36 text-sm"
          options={classifications.map((c) => ({ value: c, label: t(`classifications.${c}`) }))}
        />
      )}
    </RowActions>
  );
}
