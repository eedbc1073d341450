import { kycFileContentTypes, kycFileMaxBytes } from '@maple/contracts';
import { AppError } from '../../infra/errors.js';

export type KycContentType = (typeof kycFileContentTypes)[number];

/** The media types the upload route takes; the bytes decide which the file really is. */
export const declarableTypes = [...kycFileContentTypes, 'application/octet-stream'] as const;

const names: Record<KycContentType, string> = {
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'application/pdf': 'a PDF document',
};

const isAccepted = (mime: string): mime is KycContentType =>
  kycFileContentTypes.some((type) => type === mime);

/**
 * What an uploaded file is, from its first bytes (the `file-type` library's magic numbers),
 * never from its name or the header that came with it: JPEG, PNG or PDF, at most 10 MB. A file
 * declared as one of those types must be that type — a PNG sent as `image/jpeg`, or text sent
 * as `image/png`, is refused as not what it claims to be; `application/octet-stream` leaves
 * the choice to the bytes.
 */
export async function contentTypeOf(bytes: Uint8Array, declared: string): Promise<KycContentType> {
  if (bytes.length === 0) throw new AppError('missing_parameter', 'The file is empty');
  if (bytes.length > kycFileMaxBytes) {
    throw new AppError('payload_too_large', 'The file is larger than 10 MB');
  }
  // Loaded with the first upload, not on every start (ADR 51).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  const accepted = detected !== undefined && isAccepted(detected) ? detected : undefined;
  if (isAccepted(declared) && accepted !== declared) {
    const really = accepted === undefined ? 'is not' : `is ${names[accepted]}`;
    throw new AppError(
      'unsupported_media_type',
      `The file is not what it claims to be: it was sent as ${names[declared]} but ${really}`,
    );
  }
  if (accepted === undefined) {
    throw new AppError(
      'unsupported_media_type',
      'Only JPEG and PNG images and PDF documents are accepted',
    );
  }
  return accepted;
}
