import {
  type CustomerDocument,
  type DocumentFormat,
  type DocumentKind,
  type DocumentList,
  documentListSchema,
} from '@maple/contracts';
import { api } from '../../../lib/api/api';

/** What the customer narrowed the list to: one kind, one Toronto year, or neither. */
export interface DocumentFilter {
  kind?: DocumentKind;
  year?: number;
}

/** Documents come 25 to a page, the server's default, made explicit so the query says it. */
const perPage = 25;

/** The list's query (`documentListQuerySchema`): the filter, and where the page before ended. */
export function documentQueryOf(filter: DocumentFilter, cursor: string | null): URLSearchParams {
  const query = new URLSearchParams({ per_page: String(perPage) });
  if (filter.kind) query.set('kind', filter.kind);
  if (filter.year !== undefined) query.set('year', String(filter.year));
  if (cursor !== null) query.set('cursor', cursor);
  return query;
}

/** Where the customer's document's file is served. */
export const documentUrl = (document: CustomerDocument, format: DocumentFormat): string =>
  `/customers/documents/${document.guid}/${format}`;

/**
 * The customer's documents (user token), newest first: an infinite query, so "Show more" adds
 * the page after the last one read to the same cache entry, and a refetch (a poll while one is
 * being drawn) reads every page shown again, from the first.
 */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    documents: build.infiniteQuery<DocumentList, DocumentFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        // null on the last page: there is no next one.
        getNextPageParam: (last) => last.next_cursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/customers/documents?${documentQueryOf(queryArg, pageParam)}`,
        auth: 'user',
      }),
      responseSchema: documentListSchema,
    }),
  }),
});

export const { useDocumentsInfiniteQuery } = documentsApi;
