/**
 * A quote's amount as the customer asked for it: what leaves the sender (`deliver_amount`) or
 * what reaches the receiver (`receive_amount`). The quote schemas let a body give exactly one.
 */
export type QuoteAmount = { deliver: bigint } | { receive: bigint };

/** The amount a `POST /api/quotes` body asks for, funding and crypto transfer quotes alike. */
export const amountOf = (body: {
  deliver_amount?: bigint | undefined;
  receive_amount?: bigint | undefined;
}): QuoteAmount =>
  body.deliver_amount !== undefined
    ? { deliver: body.deliver_amount }
    : { receive: body.receive_amount ?? 0n };
