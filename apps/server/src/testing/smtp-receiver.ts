import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  received: Email[];
  /** Refuses the next `count` messages with a temporary failure (to exercise retries). */
  refuseNext(count: number): void;
  /** Resolves with the first received message matching, polling until `timeoutMs`. */
  waitFor(match: (email: Email) => boolean, timeoutMs?: number): Promise<Email>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that parses what it receives. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: Email[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    // Plain local SMTP, as a relay inside a private network would be.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          callback(error);
          return;
        }
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            received.push(email);
            callback();
          })
          .catch((error: unknown) =>
            callback(error instanceof Error ? error : new Error(String(error))),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    waitFor: async (match, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = received.find(match);
        if (found !== undefined) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('No matching e-mail arrived');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
