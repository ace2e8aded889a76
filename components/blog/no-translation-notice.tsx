'use client';

import { Suspense } from 'react';
import { useSearchParams } from 'next/navigation';
import { NO_TRANSLATION_FLAG } from '@/lib/i18n/paths';

function Notice({ text }: { text: string }) {
  const flag = useSearchParams().get(NO_TRANSLATION_FLAG);
  if (flag !== 'missing') return null;
  return (
    <p role="status" data-testid="no-translation-notice" className="rounded-md border border-border bg-surface px-4 py-3 text-sm">
      {text}
    </p>
  );
}

/**
 * "This article has no translation in this language", on the blog the language switcher opened
 * instead (components/site/language-select.tsx). Read in the browser, so the blog page stays static
 * (it reads no request data); the text comes from the server (no translation runtime in the browser).
 */
export function NoTranslationNotice({ text }: { text: string }) {
  return (
    <Suspense fallback={null}>
      <Notice text={text} />
    </Suspense>
  );
}
