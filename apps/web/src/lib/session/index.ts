export { decideCustomerSession, isDuplicateLogin } from './decisions';
export { decodeCustomerGuid } from './guid';
export { localKeys, sessionKeys } from './keys';
export {
  type CustomerSession,
  clearAdminSession,
  clearCustomerSession,
  msUntilSessionExpiry,
  readAdminSession,
  readCustomerSession,
  readDisplayName,
  readStoredCustomerSession,
  type SessionKind,
  type SessionState,
  storeAccessToken,
  storeAdminToken,
  storeCustomerSession,
} from './session';
export { onCustomerSessionRefused } from './session-events';
export { writeItem } from './storage';
