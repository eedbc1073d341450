import type { CustomerDetail } from '@maple/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/dialog/ModalDialog';
import { linkClasses } from '../../../../components/form/form-styles';
import { formatDateTime } from '../../../../lib/format/date-time';
import { FileContent } from '../../kit/FileContent';

type Verification = CustomerDetail['verifications']['objects'][number];
type Document = Verification['documents'][number];

/**
 * A verification's documents, each opened on demand in a dialog as the review screen shows it
 * (fetched with the admin token, audited, its object URL dropped when the dialog closes).
 */
export function VerificationDocuments({ verification }: { verification: Verification }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<Document | null>(null);
  if (verification.documents.length === 0) return <>—</>;
  const date = formatDateTime(verification.created_at, i18n.language);
  const kindOf = (document: Document) => t(`compliance.fileKind.${document.kind}`);
  return (
    <>
      <ul className="space-y-1">
        {verification.documents.map((document) => (
          <li key={document.guid}>
            <button
              type="button"
              onClick={() => setOpen(document)}
              aria-label={t('adminCustomer.documents.open', { kind: kindOf(document), date })}
              className={linkClasses}
            >
              {kindOf(document)}
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <ModalDialog
          title={t('adminCustomer.documents.title', { kind: kindOf(open), date })}
          closeLabel={t('adminCustomer.documents.close')}
          onClose={() => setOpen(null)}
        >
          {() => (
            <FileContent verificationGuid={verification.guid} file={open} kind={kindOf(open)} />
          )}
        </ModalDialog>
      )}
    </>
  );
}
