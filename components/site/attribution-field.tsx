'use client';

import { useEffect, useRef } from 'react';

/**
 * The hidden `attribution` field of the site's forms (issue 32 §1): filled as the form is submitted
 * (its `formdata` event) with where the visitor came from (lib/attribution/browser.ts). That code loads
 * when the visitor first reaches the form, not with the page. Without JavaScript it stays empty and
 * the server reads the post's Referer instead.
 */
export function AttributionField() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    let collect: (() => string) | null = null;
    let live = true;
    const load = () => {
      void import('@/lib/attribution/browser').then((m) => {
        if (live) collect = m.attributionJson;
      });
    };
    const onFormData = (event: FormDataEvent) => {
      if (collect) event.formData.set('attribution', collect());
    };
    form.addEventListener('focusin', load, { once: true });
    form.addEventListener('pointerenter', load, { once: true });
    form.addEventListener('formdata', onFormData);
    return () => {
      live = false;
      form.removeEventListener('focusin', load);
      form.removeEventListener('pointerenter', load);
      form.removeEventListener('formdata', onFormData);
    };
  }, []);
  return <input ref={ref} type="hidden" name="attribution" defaultValue="" />;
}
