import { describe, expect, it } from 'vitest';
import type { DocumentMailContent } from './mail-content.js';
import { renderMail } from './render-mail.js';

/** The e-mail announcing a statement or a tax report names its period in words (ADR 77). */
const mail = (kind: DocumentMailContent['kind'], period: string): DocumentMailContent => ({
  template: 'document_issued',
  name: 'Jane',
  kind,
  period,
  link: 'https://maple.test/documents',
});

describe('the document e-mail', () => {
  it('names a month, a quarter and a year in English', () => {
    const subject = (content: DocumentMailContent) =>
      renderMail(content, 'en-CA', 'support@maple.test').subject;
    expect(subject(mail('statement', '2026-10'))).toBe(
      'Your account statement for October 2026 is ready',
    );
    expect(subject(mail('statement', '2026-Q2'))).toBe(
      'Your account statement for the second quarter of 2026 is ready',
    );
    expect(subject(mail('tax_report', '2025'))).toBe('Your 2025 capital gains report is ready');
  });

  it('names them in French, with the link to the documents page', () => {
    const rendered = renderMail(mail('statement', '2026-10'), 'fr-CA', 'support@maple.test');
    expect(rendered.subject).toBe('Votre relevé de compte pour octobre 2026 est prêt');
    expect(rendered.text).toContain('https://maple.test/documents');
    expect(
      renderMail(mail('statement', '2026-Q4'), 'fr-CA', 'support@maple.test').subject,
    ).toContain('le quatrième trimestre de 2026');
  });
});
