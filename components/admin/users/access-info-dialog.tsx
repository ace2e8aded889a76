'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DialogActions, DialogFrame } from '@/components/ui/dialog-frame';
import { useCopyOrSelect } from '../use-copy-or-select';

export interface AccessInfo {
  loginUrl: string;
  email: string;
  firstAccessPassword: string;
}

/**
 * Shown once after a user is created (§2): the login URL, email and first-access password, with a
 * button copying all three. The password is never stored in clear, so closing this loses it.
 */
export function AccessInfoDialog({ access, onClose }: { access: AccessInfo | null; onClose: () => void }) {
  const t = useTranslations('Users.access');
  const { ref: textRef, status, copy, reset } = useCopyOrSelect<HTMLPreElement>();
  const text = access
    ? [`${t('loginUrl')}: ${access.loginUrl}`, `${t('email')}: ${access.email}`, `${t('password')}: ${access.firstAccessPassword}`].join('\n')
    : '';

  return (
    <DialogFrame
      open={access !== null}
      onOpenChange={(next) => {
        if (!next) {
          reset();
          onClose();
        }
      }}
      title={t('title')}
      description={t('description')}
      testId="access-info"
    >
      {access && (
        <dl className="mt-4 flex flex-col gap-3 text-sm">
          <div>
            <dt className="font-medium">{t('loginUrl')}</dt>
            <dd className="break-all">{access.loginUrl}</dd>
          </div>
          <div>
            <dt className="font-medium">{t('email')}</dt>
            <dd className="break-all" data-testid="access-email">
              {access.email}
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('password')}</dt>
            <dd>
              <code data-testid="access-password" className="inline-block rounded-md bg-surface px-2 py-1 font-mono text-base tracking-wide break-all">
                {access.firstAccessPassword}
              </code>
            </dd>
          </div>
        </dl>
      )}
      <p role="note" className="mt-4 rounded-md border border-warning-light-foreground/30 bg-warning-light p-3 text-sm text-warning-light-foreground">
        {t('onceNote')}
      </p>
      {/* The copied text, selectable by hand when the clipboard cannot be used. */}
      <pre
        ref={textRef}
        aria-hidden={status !== 'manual'}
        className={status === 'manual' ? 'mt-3 rounded-md border border-border bg-surface p-3 text-xs whitespace-pre-wrap break-all' : 'sr-only'}
      >
        {text}
      </pre>
      <p aria-live="polite" role="status" className="mt-2 min-h-5 text-sm font-medium text-foreground">
        {status === 'copied' ? t('copied') : status === 'manual' ? t('copyManually') : ''}
      </p>
      <DialogActions cancelLabel={t('close')} className="mt-4">
        <Button onClick={() => copy(text)}>{t('copy')}</Button>
      </DialogActions>
    </DialogFrame>
  );
}
