'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { callImportApi } from './api';

/** Undo, confirmed first: what the import created goes to the trash or is deleted (POST …/undo). */
export function UndoImportButton({ id, fileName, undone = false }: { id: number; fileName: string; undone?: boolean }) {
  const t = useTranslations('Import');
  const router = useRouter();
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  async function undo() {
    const answer = await callImportApi(`/api/import/import/${id}/undo`, { method: 'POST' });
    setMessage({ text: answer.message || t('errors.network'), ok: answer.ok });
    if (answer.ok) router.refresh();
  }

  const result = message && (
    <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'text-sm text-muted-foreground' : 'text-sm text-negative-text'}>
      {message.text}
    </p>
  );
  // Once undone (the page read again) only the outcome stays, where the button was.
  if (undone) return result || null;
  return (
    <div className="flex flex-col gap-1">
      <ConfirmDialog
        title={t('undo.title', { file: fileName })}
        description={t('undo.text')}
        confirmLabel={t('undo.button')}
        cancelLabel={t('undo.cancel')}
        variant="danger"
        onConfirm={undo}
        trigger={
          <Button size="sm" variant="danger" aria-label={`${t('undo.button')}: ${fileName}`}>
            {t('undo.button')}
          </Button>
        }
      />
      {result}
    </div>
  );
}
