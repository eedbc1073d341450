import { createServer } from 'node:http';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the end-to-end servers' mail (SMTP_URL), started by the Playwright
 * config beside them. Tests read what arrived over HTTP: `GET /messages` answers every message
 * received so far, parsed.
 */
interface Received {
  from: string | undefined;
  to: string[];
  replyTo: string[];
  subject: string | undefined;
  text: string | undefined;
}

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_SMTP_HTTP_PORT);
const received: Received[] = [];

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      PostalMime.parse(Buffer.concat(chunks))
        .then((email) => {
          received.push({
            from: email.from?.address,
            to: (email.to ?? []).flatMap((to) => (to.address === undefined ? [] : [to.address])),
            replyTo: (email.replyTo ?? []).flatMap((to) =>
              to.address === undefined ? [] : [to.address],
            ),
            subject: email.subject,
            text: email.text,
          });
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(received));
    return;
  }
  response.writeHead(404).end();
}).listen(httpPort, '127.0.0.1');
