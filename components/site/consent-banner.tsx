'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { ConsentChoice } from '@/lib/consent/cookie';
import { Button } from '@/components/ui/button';

/** The words the banner shows, read on the server (consent.tsx) and passed as a prop. */
export type ConsentBannerText = Record<
  | 'label'
  | 'title'
  | 'body'
  | 'acceptAll'
  | 'rejectAll'
  | 'customize'
  | 'save'
  | 'privacy'
  | 'necessary'
  | 'necessaryHint'
  | 'analytics'
  | 'analyticsHint'
  | 'marketing'
  | 'marketingHint',
  string
>;

/**
 * The consent banner: a labelled region at the foot of the screen, not modal (the page stays usable).
 * "Accept all" and "Reject all" look the same (neither is the easy way out); "Customize" shows the
 * categories: necessary (always on), analytics and marketing, and "Save choices".
 */
export default function ConsentBanner({
  text,
  privacyHref,
  initial,
  focusOnOpen,
  onChoose,
}: {
  text: ConsentBannerText;
  privacyHref: string | null;
  initial: ConsentChoice | null;
  focusOnOpen: boolean;
  onChoose: (analytics: boolean, marketing: boolean) => void;
}) {
  const id = useId();
  const [customizing, setCustomizing] = useState(false);
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const [marketing, setMarketing] = useState(initial?.marketing ?? false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Reopened from the footer: the focus moves into the banner (a first showing never takes it).
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  const option = (name: 'necessary' | 'analytics' | 'marketing', checked: boolean, onChange?: (value: boolean) => void) => (
    <li className="flex items-start gap-3">
      <input
        id={`${id}-${name}`}
        type="checkbox"
        checked={checked}
        disabled={!onChange}
        onChange={onChange && ((event) => onChange(event.target.checked))}
        aria-describedby={`${id}-${name}-hint`}
        className="mt-1 size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <span className="flex flex-col">
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
          {text[name]}
        </label>
        <span id={`${id}-${name}-hint`} className="text-sm text-muted-foreground">
          {text[`${name}Hint`]}
        </span>
      </span>
    </li>
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-50 max-h-[80dvh] overflow-y-auto border-t border-border bg-background p-4 text-foreground shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-md sm:rounded-lg sm:border print:hidden"
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {text.title}
      </h2>
      <p className="mt-2 text-sm whitespace-pre-line">{text.body}</p>
      {privacyHref && (
        <p className="mt-2 text-sm">
          <a href={privacyHref} className="rounded-sm text-primary underline underline-offset-4 dark:text-link">
            {text.privacy}
          </a>
        </p>
      )}
      {customizing && (
        <fieldset className="mt-4">
          <legend className="sr-only">{text.label}</legend>
          <ul className="flex flex-col gap-3">
            {option('necessary', true)}
            {option('analytics', analytics, setAnalytics)}
            {option('marketing', marketing, setMarketing)}
          </ul>
        </fieldset>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {/* Equal prominence: the same style and size for both. */}
        <Button data-consent-action="accept" onClick={() => onChoose(true, true)}>
          {text.acceptAll}
        </Button>
        <Button data-consent-action="reject" onClick={() => onChoose(false, false)}>
          {text.rejectAll}
        </Button>
        {customizing ? (
          <Button variant="secondary" onClick={() => onChoose(analytics, marketing)}>
            {text.save}
          </Button>
        ) : (
          <Button variant="secondary" aria-expanded={false} onClick={() => setCustomizing(true)}>
            {text.customize}
          </Button>
        )}
      </div>
    </section>
  );
}
