import type { Language } from '../../infra/db/columns.js';
import type { ComposedMail, MailContent } from './mail-content.js';
import { composeEnglish } from './mail-copy.en.js';
import { composeFrench } from './mail-copy.fr.js';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const composers: Record<Language, (content: MailContent, support: string) => ComposedMail> = {
  'en-CA': composeEnglish,
  'fr-CA': composeFrench,
};

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every interpolated value goes through this before it reaches the HTML part. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escapes text and turns the URLs in it into links; line breaks are kept. */
export function linkifyHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  html += escapeHtml(text.slice(last));
  return html.replace(/\r?\n/g, '<br>');
}

function renderText(mail: ComposedMail): string {
  const blocks = [mail.greeting, ...mail.paragraphs];
  if (mail.code !== undefined) blocks.push(mail.code);
  if (mail.action !== undefined) blocks.push(`${mail.action.label}: ${mail.action.url}`);
  blocks.push(mail.closing);
  return `${blocks.join('\n\n')}\n`;
}

function renderHtml(mail: ComposedMail, language: Language): string {
  const paragraphs = mail.paragraphs.map((p) => `<p>${linkifyHtml(p)}</p>`);
  const code =
    mail.code === undefined
      ? ''
      : `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(mail.code)}</p>`;
  const action =
    mail.action === undefined
      ? ''
      : `<p><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;padding:12px 20px;background:#b91c1c;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(mail.action.label)}</a></p>` +
        `<p style="font-size:12px;color:#555555">${linkifyHtml(mail.action.url)}</p>`;
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    `<p>${escapeHtml(mail.greeting)}</p>`,
    ...paragraphs,
    code,
    action,
    `<p>${escapeHtml(mail.closing)}</p>`,
    '</body></html>',
  ].join('\n');
}

/** The subject, text part and HTML part of one e-mail in the recipient's language. */
export function renderMail(
  content: MailContent,
  language: Language,
  support: string,
): RenderedMail {
  const composed = composers[language](content, support);
  return {
    // A subject is one header line whatever a sender typed into the contact form.
    subject: composed.subject.replace(/[\r\n]+/g, ' '),
    text: renderText(composed),
    html: renderHtml(composed, language),
  };
}
