import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/db/schema.js';
import { listRecentEmails, type OutboundEmail } from './outbox.repo.js';
import { escapeHtml, linkifyHtml } from './render-mail.js';

const SHOWN = 100;
const LINK = /https?:\/\/[^\s<>"']+/g;

const toJson = (email: OutboundEmail) => ({
  id: String(email.id),
  to: email.to_address,
  reply_to: email.reply_to,
  language: email.language,
  template: email.template,
  subject: email.subject,
  text: email.text_body,
  html: email.html_body,
  links: [...email.text_body.matchAll(LINK)].map((match) => match[0]),
  created_at: email.created_at.toISOString(),
  sent_at: email.sent_at?.toISOString() ?? null,
});

function page(emails: readonly OutboundEmail[]): string {
  const items = emails.map(
    (email) => `<article>
<h2>${escapeHtml(email.subject)}</h2>
<p>To: ${escapeHtml(email.to_address)} · ${escapeHtml(email.created_at.toISOString())} · ${escapeHtml(email.language)}${email.sent_at === null ? '' : ' · sent'}</p>
<pre>${linkifyHtml(email.text_body).replace(/<br>/g, '\n')}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head>
<body>
<h1>Development mailbox</h1>
<p>E-mail the server would send, newest first (${emails.length} shown). This page exists only outside production.</p>
${items.length === 0 ? '<p>No e-mail yet.</p>' : items.join('\n<hr>\n')}
</body></html>`;
}

/**
 * The development mailbox: without SMTP the outbox rows stay in the database and these pages
 * show them, so sign-up and reset links can be followed locally. `buildApp` never registers
 * them in production: they show live one-time links.
 */
export function registerMailboxRoutes(app: FastifyInstance, db: Kysely<Schema>) {
  app.get('/dev/mailbox', async (_request, reply) => {
    const emails = await listRecentEmails(db, SHOWN);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(emails));
  });

  app.get('/dev/mailbox/messages.json', async (_request, reply) => {
    const emails = await listRecentEmails(db, SHOWN);
    return reply.header('cache-control', 'no-store').send({ data: emails.map(toJson) });
  });
}
