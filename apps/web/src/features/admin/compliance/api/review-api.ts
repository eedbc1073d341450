import {
  type ReviewDecisionRequest,
  type ReviewDetail,
  revealedSinSchema,
  reviewDetailSchema,
  reviewListSchema,
} from '@maple/contracts';
import type { z } from 'zod';
import { api } from '../../../../lib/api/api';

export type ReviewList = z.output<typeof reviewListSchema>;
export type ReviewSummary = ReviewList['objects'][number];

const base = '/admin/api/identity-verifications';
const one = (guid: string) => `${base}/${encodeURIComponent(guid)}`;

/** Verifications in review come 20 to a page. */
export const reviewPageSize = 20;

/**
 * The compliance review queue (admin token). A verification's detail holds personal data, so it
 * leaves the store as soon as no screen shows it; a revealed SIN never enters the store.
 */
export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewList: build.query<ReviewList, number>({
      query: (page) => ({
        url: `${base}?state=reviewing&page=${page}&per_page=${reviewPageSize}`,
        auth: 'admin',
      }),
      responseSchema: reviewListSchema,
    }),
    reviewDetail: build.query<ReviewDetail, string>({
      query: (guid) => ({ url: one(guid), auth: 'admin' }),
      responseSchema: reviewDetailSchema,
      keepUnusedDataFor: 0,
    }),
    revealSin: build.mutation<{ sin: string }, { guid: string; reason: string }>({
      query: ({ guid, reason }) => ({
        url: `${one(guid)}/sin`,
        method: 'POST',
        body: { reason },
        auth: 'admin',
      }),
      responseSchema: revealedSinSchema,
    }),
    decide: build.mutation<ReviewDetail, { guid: string } & ReviewDecisionRequest>({
      query: ({ guid, ...body }) => ({
        url: `${one(guid)}/decision`,
        method: 'POST',
        body,
        auth: 'admin',
      }),
      responseSchema: reviewDetailSchema,
      // The answer is the decided verification: the screen shows it without a second read.
      async onQueryStarted({ guid }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(reviewApi.util.upsertQueryData('reviewDetail', guid, data));
      },
    }),
  }),
});

export const { useReviewListQuery, useReviewDetailQuery, useRevealSinMutation, useDecideMutation } =
  reviewApi;
