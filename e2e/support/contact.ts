import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';

/** CONTACT_FORM_PER_HOUR of the main e2e server: small, so the limit is reached quickly. */
export const contactFormPerHour = 3;

/** Where specs read the mail the main server sent (support/smtp-sink.ts). */
export const smtpSinkUrl = (): string => `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}`;

const messagesSchema = z.array(
  z.object({
    from: z.string().optional(),
    to: z.array(z.string()),
    replyTo: z.array(z.string()),
    subject: z.string().optional(),
    text: z.string().optional(),
  }),
);
export type ReceivedMail = z.infer<typeof messagesSchema>[number];

/** Every message the SMTP sink has received so far. */
export async function receivedMail(request: APIRequestContext): Promise<ReceivedMail[]> {
  const response = await request.get(`${smtpSinkUrl()}/messages`);
  return messagesSchema.parse(await response.json());
}
