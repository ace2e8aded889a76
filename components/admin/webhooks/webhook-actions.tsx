'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { Button } from '@/components/ui/button';
import { RowActions, useRowActions, type RowConfirmation } from '@/components/admin/list/row-actions';
import { deleteWebhookAction, rotateWebhookSecretAction, sendTestEventAction, setWebhookActiveAction } from '@/lib/api/actions/webhooks';
import { WebhookFormDialog, type WebhookFormDialogProps } from './webhook-form-dialog';
import { WebhookSecretDialog } from './webhook-secret-dialog';

type Webhook = NonNullable<WebhookFormDialogProps['webhook']>;
type Pending = 'rotate' | 'delete';

/**
 * What can be done to one endpoint. In the list (`row`): Edit, then Pause/Resume, Rotate secret and
 * Delete under "More". On its own page (`detail`): Send test event, Pause/Resume, Rotate secret, Edit
 * and Delete, side by side. Rotating and deleting ask first; a rotation shows the new secret once.
 */
export function WebhookActions({ webhook, layout }: { webhook: Webhook; layout: 'row' | 'detail' }) {
  const t = useTranslations('WebhooksAdmin');
  const router = useRouter();
  const { pending, ask, close, perform } = useRowActions<Pending>();
  const [secret, setSecret] = useState<string | null>(null);
  const name = webhook.url;
  const key = { id: webhook.id, uniqueKey: webhook.uniqueKey };

  const toggleActive = () => perform(() => setWebhookActiveAction(webhook.id, webhook.uniqueKey, !webhook.active));
  const sendTest = () => perform(() => sendTestEventAction(key));

  let confirmation: RowConfirmation | null = null;
  if (pending === 'rotate') {
    confirmation = {
      title: t('confirm.rotateTitle', { url: name }),
      description: t('confirm.rotateText'),
      confirmLabel: t('confirm.rotateConfirm'),
      confirm: async () => {
        const result = await perform(() => rotateWebhookSecretAction(key));
        close();
        if (result.ok && 'data' in result && result.data) setSecret(result.data.secret);
      },
    };
  } else if (pending === 'delete') {
    confirmation = {
      title: t('confirm.deleteTitle', { url: name }),
      description: t('confirm.deleteText'),
      variant: 'danger',
      confirmLabel: t('confirm.deleteConfirm'),
      confirm: async () => {
        const result = await perform(() => deleteWebhookAction(key), { refresh: layout === 'row' });
        close();
        if (result.ok && layout === 'detail') router.push('/admin/webhooks');
      },
    };
  }

  const pauseLabel = webhook.active ? t('actions.pause') : t('actions.resume');
  const edit = (
    <WebhookFormDialog
      webhook={webhook}
      trigger={
        <Button size="sm" variant="secondary" aria-label={layout === 'row' ? `${t('actions.edit')}: ${name}` : undefined}>
          {t('actions.edit')}
        </Button>
      }
    />
  );

  return (
    <>
      {layout === 'row' ? (
        <RowActions
          name={name}
          menu={[
            { key: 'active', label: pauseLabel, onSelect: toggleActive },
            { key: 'rotate', label: t('actions.rotate'), onSelect: () => ask('rotate') },
            { key: 'delete', label: t('actions.delete'), onSelect: () => ask('delete'), danger: true },
          ]}
          confirmation={confirmation}
          onClose={close}
          cancelLabel={t('confirm.cancel')}
        >
          {edit}
        </RowActions>
      ) : (
        <RowActions confirmation={confirmation} name={name} onClose={close} cancelLabel={t('confirm.cancel')}>
          <Button size="sm" onClick={sendTest}>
            {t('actions.sendTest')}
          </Button>
          <Button size="sm" variant="secondary" onClick={toggleActive}>
            {pauseLabel}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => ask('rotate')}>
            {t('actions.rotate')}
          </Button>
          {edit}
          <Button size="sm" variant="danger" onClick={() => ask('delete')}>
            {t('actions.delete')}
          </Button>
        </RowActions>
      )}
      <WebhookSecretDialog secret={secret} rotated onClose={() => setSecret(null)} />
    </>
  );
}
