import {
  type PushDevice,
  type PushDevices,
  type PushSubscriptionRequest,
  pushDeviceSchema,
  pushDevicesSchema,
} from '@maple/contracts';
import { api } from '../../../lib/api/api';
import { apiErrorOf } from '../../../lib/api/api-error';

const deviceUrl = (guid: string) => `/customers/push-devices/${encodeURIComponent(guid)}`;

/**
 * /settings-notifications: the devices that receive the customer's push notifications, and the
 * server key browsers subscribe with. A change puts its result in the list on screen at once, as
 * the server answers it, without asking for the list again.
 */
export const pushDevicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    pushDevices: build.query<PushDevices, void>({
      query: () => ({ url: '/customers/push-devices', auth: 'user' }),
      responseSchema: pushDevicesSchema,
    }),
    savePushDevice: build.mutation<PushDevice, PushSubscriptionRequest>({
      query: (body) => ({ url: '/customers/push-devices', method: 'PUT', body, auth: 'user' }),
      responseSchema: pushDeviceSchema,
      // The saved device goes first (the list is newest first), replacing the one it renews.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => undefined);
        if (!saved) return;
        const device = saved.data;
        dispatch(
          pushDevicesApi.util.updateQueryData('pushDevices', undefined, (list) => {
            list.devices = [
              device,
              ...list.devices.filter(
                (other) => other.guid !== device.guid && other.endpoint !== device.endpoint,
              ),
            ];
          }),
        );
      },
    }),
    removePushDevice: build.mutation<null, string>({
      query: (guid) => ({ url: deviceUrl(guid), method: 'DELETE', auth: 'user' }),
      // A 404 is a device already gone (removed elsewhere, or by the server when its push
      // service forgot it): it leaves the list as a removal does.
      async onQueryStarted(guid, { dispatch, queryFulfilled }) {
        const gone = await queryFulfilled.then(
          () => true,
          (failure) => apiErrorOf(failure.error).status === 404,
        );
        if (!gone) return;
        dispatch(
          pushDevicesApi.util.updateQueryData('pushDevices', undefined, (list) => {
            list.devices = list.devices.filter((device) => device.guid !== guid);
          }),
        );
      },
    }),
    sendTestPush: build.mutation<null, string>({
      query: (guid) => ({ url: `${deviceUrl(guid)}/test`, method: 'POST', auth: 'user' }),
    }),
  }),
});

export const {
  usePushDevicesQuery,
  useSavePushDeviceMutation,
  useRemovePushDeviceMutation,
  useSendTestPushMutation,
} = pushDevicesApi;
