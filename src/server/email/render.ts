import type { Locale } from '~/shared/enums';
import { m } from '~/paraglide/messages.js';

export interface EmailContent {
  locale: Locale;
  heading: string;
  /** Plain-text paragraphs; escaped in the HTML part. */
  paragraphs: string[];
  /** Entries that each lead somewhere (a notification's text and its page), after the paragraphs. */
  items?: { text: string; url: string }[];
  action?: { label: string; url: string };
  /** Why the member gets this email and where it stops (notification emails). */
  unsubscribe?: { note: string; label: string; url: string };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const SMALL = 'margin:24px 0 0;font-size:13px;color:#6b5f53';

/** One layout for every email: a readable HTML part and an equivalent text part. */
export function renderEmail({ locale, heading, paragraphs, items = [], action, unsubscribe }: EmailContent): { html: string; text: string } {
  const footer = m.email_footer({}, { locale });
  const htmlParagraphs = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  const htmlItems =
    items.length > 0
      ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${items.map((item) => `<li style="margin:0 0 8px"><a href="${escapeHtml(item.url)}" style="color:#85430c">${escapeHtml(item.text)}</a></li>`).join('')}</ul>`
      : '';
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#85430c;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  const htmlUnsubscribe = unsubscribe
    ? `<p style="${SMALL}">${escapeHtml(unsubscribe.note)} <a href="${escapeHtml(unsubscribe.url)}" style="color:#6b5f53">${escapeHtml(unsubscribe.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f1a14;background:#fdf6ec;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:16px;padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${htmlParagraphs}${htmlItems}${button}<p style="${SMALL}">${escapeHtml(footer)}</p>${htmlUnsubscribe}</div></body></html>`;
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...items.flatMap((item) => [`- ${item.text}`, `  ${item.url}`, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '--',
    footer,
    ...(unsubscribe ? ['', unsubscribe.note, `${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ].join('\n');
  return { html, text };
}
