import { type SandboxEtransferRequest, sandboxEtransferSchema } from '@maple/contracts';
import type { z } from 'zod';
import { api } from '../../../../lib/api/api';

/** Sandbox only (never in production): an Interac e-Transfer arriving at the deposit address. */
export const sandboxEtransferApi = api.injectEndpoints({
  endpoints: (build) => ({
    simulateEtransfer: build.mutation<
      z.output<typeof sandboxEtransferSchema>,
      SandboxEtransferRequest
    >({
      query: (body) => ({
        url: '/customers/sandbox/etransfers',
        method: 'POST',
        body,
        auth: 'user',
      }),
      responseSchema: sandboxEtransferSchema,
      // The deposit shows up in the lists once the rail delivers it.
      invalidatesTags: ['Transfers'],
    }),
  }),
});

export const { useSimulateEtransferMutation } = sandboxEtransferApi;
