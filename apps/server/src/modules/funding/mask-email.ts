/**
 * `jane.doe@example.com` → `j***@example.com`: enough to recognise, not to read
 * (docs/design/security-model.md).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
