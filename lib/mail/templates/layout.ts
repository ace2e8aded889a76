import type { Translate } from '@/lib/i18n/translate';

/** What every email carries: the company's name and logo (absolute URL), in the recipient's language. */
export interface EmailBrand {
  companyName: string;
  logoUrl: string | null;
  siteUrl: string;
}

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export interface EmailBlocks {
  locale: string;
  brand: EmailBrand;
  t: Translate;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A verification code, shown large. */
  code?: string;
  /** A call to action (absolute URL). */
  button?: { label: string; url: string; intro?: string };
  /** Paragraphs after the code and the button. */
  after?: string[];
  /** A list of linked entries (the newsletter digest's articles); image URLs are absolute. */
  items?: { title: string; excerpt?: string | null; url: string; imageUrl?: string | null }[];
  /** An unsubscribe link in the footer (newsletter emails). */
  unsubscribe?: { label: string; url: string };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/**
 * The one frame of every email: a plain, table-based HTML part that mail clients render alike, and a
 * plain-text part with the same content. No remote resources but the company logo; no tracking.
 */
export function renderEmail(blocks: EmailBlocks): EmailContent {
  const { brand, t } = blocks;
  const e = escapeHtml;
  const footer = t('Email.footer', { company: brand.companyName });
  const paragraph = (p: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1f2937">${e(p)}</p>`;
  const header = brand.logoUrl
    ? `<img src="${e(brand.logoUrl)}" alt="${e(brand.companyName)}" height="40" style="display:block;height:40px;max-width:200px;border:0">`
    : `<span style="font-size:20px;font-weight:700;color:#1e3a8a">${e(brand.companyName)}</span>`;
  const code = blocks.code
    ? `<p style="margin:8px 0 24px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:Menlo,Consolas,monospace;color:#111827" data-code>${e(blocks.code)}</p>`
    : '';
  const button = blocks.button
    ? `${blocks.button.intro ? paragraph(blocks.button.intro) : ''}<p style="margin:0 0 24px"><a href="${e(blocks.button.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1e3a8a;color:#ffffff;font-weight:600;text-decoration:none">${e(blocks.button.label)}</a></p><p style="margin:0 0 16px;font-size:12px;line-height:1.5;color:#6b7280;word-break:break-all">${e(blocks.button.url)}</p>`
    : '';

  const items = (blocks.items ?? [])
    .map(
      (item) =>
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px"><tr><td>${
          item.imageUrl
            ? `<a href="${e(item.url)}"><img src="${e(item.imageUrl)}" alt="" width="496" style="display:block;width:100%;max-width:496px;height:auto;border:0;border-radius:6px;margin-bottom:8px"></a>`
            : ''
        }<a href="${e(item.url)}" style="font-size:17px;font-weight:600;color:#1e3a8a;text-decoration:none">${e(item.title)}</a>${
          item.excerpt ? `<p style="margin:4px 0 0;font-size:14px;line-height:1.5;color:#374151">${e(item.excerpt)}</p>` : ''
        }</td></tr></table>`,
    )
    .join('\n');
  const unsubscribe = blocks.unsubscribe
    ? `<br><a href="${e(blocks.unsubscribe.url)}" style="color:#6b7280">${e(blocks.unsubscribe.label)}</a>`
    : '';

  const html = `<!doctype html>
<html lang="${e(blocks.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(blocks.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="padding-bottom:24px"><a href="${e(brand.siteUrl)}" style="text-decoration:none">${header}</a></td></tr>
<tr><td>
<h1 style="margin:0 0 16px;font-size:20px;color:#111827">${e(blocks.greeting)}</h1>
${blocks.paragraphs.map(paragraph).join('\n')}
${code}
${items}
${button}
${(blocks.after ?? []).map(paragraph).join('\n')}
</td></tr>
<tr><td style="padding-top:24px;border-top:1px solid #e5e7eb;font-size:12px;line-height:1.5;color:#6b7280">${e(footer)}<br>${e(brand.companyName)} · <a href="${e(brand.siteUrl)}" style="color:#6b7280">${e(brand.siteUrl)}</a>${unsubscribe}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;

  const text = [
    brand.companyName,
    '',
    blocks.greeting,
    '',
    ...blocks.paragraphs.flatMap((p) => [p, '']),
    ...(blocks.code ? [blocks.code, ''] : []),
    ...(blocks.items ?? []).flatMap((item) => [item.title, ...(item.excerpt ? [item.excerpt] : []), item.url, '']),
    ...(blocks.button ? [...(blocks.button.intro ? [blocks.button.intro] : []), blocks.button.url, ''] : []),
    ...(blocks.after ?? []).flatMap((p) => [p, '']),
    '--',
    footer,
    `${brand.companyName} · ${brand.siteUrl}`,
    ...(blocks.unsubscribe ? [`${blocks.unsubscribe.label}: ${blocks.unsubscribe.url}`] : []),
    '',
  ].join('\n');

  return { subject: blocks.subject, html, text };
}
