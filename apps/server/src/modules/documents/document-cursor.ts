import type { DocumentCursor } from './documents.repo.js';

/**
 * The list's cursor as the API writes it (`documentCursorSchema`): the last document's date at
 * microseconds, `_`, its guid. Shared by the customer's and the staff's routes, and by the audit
 * row of a staff look, which names the page by the text the back office sent.
 */
export const cursorOf = (text: string | undefined): DocumentCursor | undefined => {
  if (text === undefined) return undefined;
  const [datedAt = '', guid = ''] = text.split('_');
  return { datedAt, guid };
};

export const cursorText = (cursor: DocumentCursor): string => `${cursor.datedAt}_${cursor.guid}`;
