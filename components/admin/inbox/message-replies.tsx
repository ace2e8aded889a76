import { getTranslations } from 'next-intl/server';
import type { MessageReplyView } from '@/lib/messages/reply';
import { auditDateTimeFormat } from '@/components/admin/audit/audit-labels';

/** The answers staff sent to the open message, oldest first. */
export async function MessageReplies({ replies, locale, timeZone }: { replies: MessageReplyView[]; locale: string; timeZone: string }) {
  if (replies.length === 0) return null;
  const t = await getTranslations('Inbox.reply');
  const dateTime = auditDateTimeFormat(locale, timeZone);
  return (
    <section aria-labelledby="message-replies-title" className="flex flex-col gap-3">
      <h3 id="message-replies-title" className="text-base font-semibold">
        {t('replies')}
      </h3>
      <ol className="flex flex-col gap-3" data-testid="message-replies">
        {replies.map((r) => (
          <li key={r.id} className="flex flex-col gap-1 rounded-md border border-border bg-surface p-3 text-sm">
            <p className="text-xs text-muted-foreground">
              <time dateTime={r.sentAt}>{dateTime.format(new Date(r.sentAt))}</time> · {t('sentBy', { name: r.author?.name ?? '-', email: r.replyTo })}
            </p>
            <p className="font-medium">{r.subject}</p>
            <p className="whitespace-pre-wrap break-words">{r.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
