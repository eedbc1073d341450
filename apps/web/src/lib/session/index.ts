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
export { safeNext, signedOutReason, signinLocation, signinParams } from './signed-out';
export { writeItem } from './storage';
export { announceToOtherTabs, onOtherTabs, type TabSessionEvent } from './tab-channel';
