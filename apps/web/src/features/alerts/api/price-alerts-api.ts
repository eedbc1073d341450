import {
  type PriceAlert,
  type PriceAlertList,
  type PriceAlertRequest,
  priceAlertListSchema,
  priceAlertSchema,
} from '@maple/contracts';
import { api } from '../../../lib/api/api';

const alertUrl = (guid: string) => `/customers/price-alerts/${encodeURIComponent(guid)}`;

/**
 * /alerts: the customer's price alerts (ADR 79), active ones first, then the latest that ended.
 * A new alert or a cancelled one reads the list again: the server orders it and says what ended.
 */
export const priceAlertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    priceAlerts: build.query<PriceAlertList, void>({
      query: () => ({ url: '/customers/price-alerts', auth: 'user' }),
      responseSchema: priceAlertListSchema,
      providesTags: ['PriceAlerts'],
    }),
    createPriceAlert: build.mutation<PriceAlert, PriceAlertRequest>({
      query: (body) => ({ url: '/customers/price-alerts', method: 'POST', body, auth: 'user' }),
      responseSchema: priceAlertSchema,
      invalidatesTags: (created) => (created ? ['PriceAlerts'] : []),
    }),
    // Refused or not, the list is read again: a 404 is an alert that ended meanwhile.
    cancelPriceAlert: build.mutation<null, string>({
      query: (guid) => ({ url: alertUrl(guid), method: 'DELETE', auth: 'user' }),
      invalidatesTags: ['PriceAlerts'],
    }),
  }),
});

export const { usePriceAlertsQuery, useCreatePriceAlertMutation, useCancelPriceAlertMutation } =
  priceAlertsApi;
