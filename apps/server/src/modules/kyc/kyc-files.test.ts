import { type KycApplication, kycFileMaxBytes } from '@maple/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedInCustomer,
  signedInCustomer,
  tableCounts,
} from '../../testing/flows.js';
import {
  gifBytes,
  gzipBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  putFile,
  startVerification,
} from '../../testing/kyc-flows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Uploads: the type decided by the bytes, 10 MB at most, stored encrypted, never served back. */
let t: TestApp;
let customer: SignedInCustomer;
let guid: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signedInCustomer(t, { verified: false });
  guid = await startVerification(t, customer);
});
afterAll(() => t.close());

const filesOf = (res: Awaited<ReturnType<typeof putFile>>) =>
  res.json<{ data: KycApplication }>().data.files.map((file) => [file.kind, file.content_type]);

describe('file uploads', () => {
  it.each([
    ['a PNG', pngBytes(), 'image/png', 'image/png'],
    ['a JPEG', jpegBytes(), 'image/jpeg', 'image/jpeg'],
    ['a PDF', pdfBytes(), 'application/pdf', 'application/pdf'],
    ['a PNG sent as octet-stream', pngBytes(), 'application/octet-stream', 'image/png'],
  ])('takes %s, typed by its bytes', async (_what, bytes, declared, stored) => {
    const res = await putFile(t, customer, guid, 'selfie', bytes, declared);
    expect(res.statusCode, res.body).toBe(200);
    expect(filesOf(res)).toEqual([['selfie', stored]]);
  });

  it('replaces the file of a kind uploaded before, and stores only ciphertext', async () => {
    const before = await tableCounts(t);
    await putFile(t, customer, guid, 'id_front', pngBytes(), 'image/png');
    const res = await putFile(t, customer, guid, 'id_front', jpegBytes(), 'image/jpeg');
    expect(filesOf(res)).toEqual([
      ['id_front', 'image/jpeg'],
      ['selfie', 'image/png'],
    ]);
    expect((await tableCounts(t)).identity_verification_files).toBe(
      (before.identity_verification_files ?? 0) + 1,
    );
    const { rows } = await sql<{ ciphertext: Uint8Array }>`
      SELECT ciphertext FROM identity_verification_files WHERE kind = 'id_front'`.execute(
      t.database.db,
    );
    const stored = Buffer.from(rows[0]?.ciphertext ?? []);
    expect(stored.subarray(0, 3).toString()).toBe('v1.');
    expect(stored.includes(jpegBytes().subarray(0, 10))).toBe(false);
    expect(res.body).not.toContain('ciphertext');
  });

  async function refusedUpload(
    bytes: Buffer,
    contentType: string,
    status: number,
    message: RegExp,
    kind = 'id_back',
  ) {
    const before = await tableCounts(t);
    const res = await putFile(t, customer, guid, kind, bytes, contentType);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await tableCounts(t)).toEqual(before);
  }

  it.each<[string, Buffer, string, RegExp]>([
    ['a GIF', gifBytes(), 'application/octet-stream', /Only JPEG and PNG images and PDF documents/],
    ['a gzip stream', gzipBytes(), 'application/octet-stream', /Only JPEG and PNG/],
    [
      'a PNG sent as a JPEG',
      pngBytes(),
      'image/jpeg',
      /not what it claims to be: it was sent as a JPEG image but is a PNG image/,
    ],
    [
      'text sent as a PNG',
      Buffer.from('hello, I am a text file'),
      'image/png',
      /not what it claims to be: it was sent as a PNG image but is not/,
    ],
    ['a GIF sent as a PDF', gifBytes(), 'application/pdf', /not what it claims to be/],
    [
      'a type the route does not take',
      pngBytes(),
      'image/gif',
      /only JPEG and PNG images and PDF documents/,
    ],
    ['JSON', Buffer.from('{"a":1}'), 'application/json', /only JPEG and PNG/],
  ])('refuses %s with 415', async (_what, bytes, contentType, message) => {
    await refusedUpload(bytes, contentType, 415, message);
  });

  it('refuses a file over 10 MB with 413, just over and far over', async () => {
    const justOver = Buffer.concat([pngBytes(), Buffer.alloc(kycFileMaxBytes)]);
    await refusedUpload(justOver, 'image/png', 413, /larger than 10 MB/);
    await refusedUpload(Buffer.alloc(kycFileMaxBytes * 2), 'image/png', 413, /too large/);
  });

  it('refuses an empty file, an unknown kind and a kind of another method', async () => {
    await refusedUpload(Buffer.alloc(0), 'image/png', 400, /empty/);
    await refusedUpload(pngBytes(), 'image/png', 400, /Unknown file/, 'passport_scan');
    await refusedUpload(
      pngBytes(),
      'image/png',
      422,
      /takes no supporting_document file/,
      'supporting_document',
    );
  });

  it('refuses an upload without a token before reading it', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/customers/kyc/${guid}/files/selfie`,
      headers: { 'content-type': 'image/png' },
      payload: pngBytes(),
    });
    expect(res.statusCode).toBe(401);
    const wrongToken = await t.app.inject({
      method: 'PUT',
      url: `/customers/kyc/${guid}/files/selfie`,
      headers: { ...bearer(customer.tokens.at), 'content-type': 'image/png' },
      payload: pngBytes(),
    });
    expect(wrongToken.statusCode).toBe(401);
  });
});
