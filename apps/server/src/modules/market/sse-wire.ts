/**
 * The bytes of the price stream as they go on the wire: an HTTP/1.1 response whose chunked body
 * carries one Server-Sent Events frame per chunk. The stream writes them to the socket itself,
 * so that a tick is encoded once and the same Buffer is written to every client.
 */

const crlf = Buffer.from('\r\n', 'latin1');

/** One chunk of a chunked body: `<size in hex>\r\n<text>\r\n`. */
export function chunkOf(text: string): Buffer {
  const body = Buffer.from(text, 'utf8');
  return Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`, 'latin1'), body, crlf]);
}

/** The chunk that ends a chunked body: the client sees the stream end, not break. */
export const lastChunk = Buffer.from('0\r\n\r\n', 'latin1');

/** What Node refuses in a header value (`checkInvalidHeaderChar`): no CR or LF can split one. */
const invalidHeaderValue = /[^\t\x20-\x7e\x80-\xff]/;

const headerLine = (name: string, value: string) => {
  if (invalidHeaderValue.test(value)) throw new Error(`invalid ${name} header value`);
  return `${name}: ${value}\r\n`;
};

/** The stream's own headers; a header of the same name set by a hook gives way to these. */
const streamHeaders: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  connection: 'keep-alive',
  // Tells nginx-style proxies not to buffer the stream.
  'x-accel-buffering': 'no',
  'transfer-encoding': 'chunked',
};
const ownHeader = (name: string) =>
  name in streamHeaders || name === 'date' || name === 'content-length';
const ownLines = Object.entries(streamHeaders)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * The response's head: `200`, the headers the hooks put on the reply (the request id, the
 * security headers; docs/decisions/0050-security-headers-computed-once.md), then the stream's
 * own. Built as one string and written with the first frame, instead of a `setHeader` per
 * header and a `writeHead` that checks them all again.
 */
export function streamHead(
  replyHeaders: Readonly<Record<string, string | number | readonly string[] | undefined>>,
  date: string,
): string {
  let head = 'HTTP/1.1 200 OK\r\n';
  for (const [name, value] of Object.entries(replyHeaders)) {
    if (value === undefined || ownHeader(name)) continue;
    const values = Array.isArray(value) ? value : [String(value)];
    for (const one of values) head += headerLine(name, one);
  }
  return `${head}${ownLines}date: ${date}\r\n\r\n`;
}
