import type { CustomerDocument } from '@maple/contracts';
import { useTranslation } from 'react-i18next';
import { documentSubject, namedByGuid } from './document-subject';

/**
 * What a document in a list is about: a statement's period or a tax report's year in words, or
 * a confirmation's short reference, in full on hover and in the reference's own style.
 */
export function DocumentSubject({
  document,
  referenceClassName,
}: {
  document: CustomerDocument;
  referenceClassName: string;
}) {
  const { t, i18n } = useTranslation();
  const text = documentSubject(document, t, i18n.language);
  if (!namedByGuid(document)) return <span>{text}</span>;
  return (
    <span title={document.subject} className={referenceClassName}>
      {text}
    </span>
  );
}
