import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { eventually } from './jobs.js';

export interface SmtpReceiver {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  /** Messages accepted. */
  received: Email[];
  /** Messages refused with a temporary failure. */
  refused: Email[];
  /** Messages read in full but never answered. */
  held: Email[];
  /** Refuses the next `count` messages with a temporary failure (to exercise retries). */
  refuseNext(count: number): void;
  /** Never answers the next message, as a hung server would (to cut a sender off mid-send). */
  holdNext(): void;
  /** Resolves with the first message of `list` (default: received) matching, polling. */
  waitFor(match: (email: Email) => boolean, list?: Email[]): Promise<Email>;
  close(): Promise<void>;
}

const TEMPORARY_FAILURE = 451;

/** A real SMTP server on a free local port that parses what it receives. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: Email[] = [];
  const refused: Email[] = [];
  const held: Email[] = [];
  let refusals = 0;
  let holds = 0;
  const answer = (email: Email, callback: (error?: Error | null) => void) => {
    if (refusals > 0) {
      refusals -= 1;
      refused.push(email);
      const error = Object.assign(new Error('Mailbox busy, try later'), {
        responseCode: TEMPORARY_FAILURE,
      });
      callback(error);
    } else if (holds > 0) {
      holds -= 1;
      held.push(email);
    } else {
      received.push(email);
      callback();
    }
  };
  const server = new SMTPServer({
    // Plain local SMTP, as a relay inside a private network would be.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => answer(email, callback))
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
    refused,
    held,
    refuseNext: (count) => {
      refusals = count;
    },
    holdNext: () => {
      holds = 1;
    },
    waitFor: (match, list = received) =>
      eventually('a matching e-mail', async () => list.find(match)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
