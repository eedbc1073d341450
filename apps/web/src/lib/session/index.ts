export { localKeys, sessionKeys } from './keys';
export {
  type CustomerSession,
  clearAdminSession,
  clearCustomerSession,
  msUntilSessionExpiry,
  readAdminSession,
  readCustomerSession,
  readDisplayName,
  type SessionKind,
  type SessionState,
  storeCustomerSession,
} from './session';
export { writeItem } from './storage';
