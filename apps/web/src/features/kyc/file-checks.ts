import { kycFileMaxBytes } from '@maple/contracts';
import { toLanguage } from '../../lib/i18n/languages';

/** What the photo ID's images may be; a selfie is a photo only. */
export const documentTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const imageTypes = ['image/jpeg', 'image/png'] as const;

export type FileProblem = 'tooBig' | 'wrongType';

/**
 * Checks a chosen file before it is sent: the server refuses a larger or other file anyway
 * (413, 415), but ten megabytes on a phone connection is a long wait for a refusal.
 */
export function fileProblem(file: File, accepted: readonly string[]): FileProblem | null {
  if (!accepted.includes(file.type)) return 'wrongType';
  if (file.size > kycFileMaxBytes) return 'tooBig';
  return null;
}

/** A file's size in the reader's language: "1.4 MB", "1,4 Mo". */
export function formatFileSize(bytes: number, language: string): string {
  const [unit, value] =
    bytes >= 1024 * 1024 ? ['megabyte', bytes / (1024 * 1024)] : ['kilobyte', bytes / 1024];
  return new Intl.NumberFormat(toLanguage(language), {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}
