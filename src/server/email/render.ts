import type { Locale } from '~/shared/enums';
import { m } from '~/paraglide/messages.js';

export interface EmailContent {
  locale: Locale;
  heading: string;
  /** Plain-text paragraphs; escaped in the HTML part. */
  paragraphs: string[];
  action?: { label: string; url: string };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** One layout for every email: a readable HTML part and an equivalent text part. */
export function renderEmail({ locale, heading, paragraphs, action }: EmailContent): { html: string; text: string } {
  const footer = m.email_footer({}, { locale });
  const htmlParagraphs = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#85430c;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1f1a14;background:#fdf6ec;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:16px;padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${htmlParagraphs}${button}<p style="margin:24px 0 0;font-size:13px;color:#6b5f53">${escapeHtml(footer)}</p></div></body></html>`;
  const text = [heading, '', ...paragraphs.flatMap((p) => [p, '']), ...(action ? [`${action.label}: ${action.url}`, ''] : []), '--', footer].join('\n');
  return { html, text };
}
