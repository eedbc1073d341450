import { useEffect, useState } from 'react';
import { type DocumentFilter, useDocumentsInfiniteQuery } from '../api/documents-api';

/** How often the list asks again while a document shown is still being drawn. */
const followMs = 3_000;

/**
 * The documents of a filter, every page read so far in one list, newest first; undefined while
 * the first page of this filter loads. While one is not ready (its files are drawn a few seconds
 * after its event), the list asks again until it is, so its downloads appear on their own.
 */
export function useDocuments(filter: DocumentFilter) {
  const [follow, setFollow] = useState(false);
  const answer = useDocumentsInfiniteQuery(filter, {
    // A trade or transfer since the page last opened has a new document: ask again each time.
    refetchOnMountOrArgChange: true,
    pollingInterval: follow ? followMs : 0,
  });
  // This filter's pages only: another filter's list must not stand in while this one loads.
  const documents = answer.currentData?.pages.flatMap((page) => page.objects);
  const preparing = documents?.some((document) => !document.ready) ?? false;
  useEffect(() => setFollow(preparing), [preparing]);

  return {
    documents,
    /** The first page failed: nothing to show. A failed poll keeps the list it had. */
    failed: answer.isError && !answer.currentData,
    moreFailed: answer.isFetchNextPageError,
    error: answer.error,
    retry: () => void answer.refetch(),
    hasMore: answer.hasNextPage,
    loadingMore: answer.isFetchingNextPage,
    showMore: () => void answer.fetchNextPage(),
  };
}

export type Documents = ReturnType<typeof useDocuments>;
