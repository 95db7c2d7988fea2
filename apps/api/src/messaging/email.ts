import { localeDirection, localeLang, messageText, type AppLocale, type MessageCode } from '@sahm/domain';

/** An e-mail in one language: its subject, the plain-text part and the HTML part. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

type Params = Record<string, string | number>;

export interface EmailParts {
  subject: MessageCode | { code: MessageCode; params: Params };
  /** The paragraphs, in order; the plain-text part is them separated by blank lines. */
  paragraphs: ({ code: MessageCode; params?: Params } | { text: string })[];
  /** A code to type (OTP), shown large in the HTML part, left to right whatever the language. */
  code?: string;
  /** A last, smaller paragraph (e.g. where to change which e-mails arrive). */
  footer?: MessageCode;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The brand as each language writes it (glossary.md). */
const BRAND: Record<AppLocale, string> = { en: 'Sahm', ar: 'سهم', kr: 'سەهم', bh: 'سەهم' };

/**
 * An e-mail in the reader's language (their stored language; at sign-up the
 * request's): the subject and text come from the server message catalogs
 * (ICU, with the language's plurals and digits), and the HTML part carries
 * `lang` and `dir` (right to left for ar, kr and bh) on its root and body
 * so mail clients lay it out and pick fonts for that language. Inline styles
 * only (mail clients drop style sheets), and no physical left/right: the
 * direction alone aligns the text.
 */
export function composeEmail(locale: AppLocale, parts: EmailParts): EmailContent {
  const subject = typeof parts.subject === 'string' ? messageText(locale, parts.subject) : messageText(locale, parts.subject.code, parts.subject.params);
  const paragraphs = parts.paragraphs.map((p) => ('text' in p ? p.text : messageText(locale, p.code, p.params)));
  const footer = parts.footer ? messageText(locale, parts.footer) : undefined;
  const text = [...paragraphs, ...(footer ? [footer] : [])].join('\n\n');

  const lang = localeLang[locale];
  const dir = localeDirection[locale];
  const paragraph = (value: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:24px;background:#f5f6f8;color:#1b1f24;font-family:Tahoma,Arial,sans-serif">`,
    `<div dir="${dir}" lang="${lang}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">`,
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b6e4f">${BRAND[locale]}</p>`,
    ...paragraphs.map(paragraph),
    ...(parts.code
      ? [`<p dir="ltr" style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(parts.code)}</p>`]
      : []),
    ...(footer ? [`<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#5c6670">${escapeHtml(footer)}</p>`] : []),
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, text, html };
}
