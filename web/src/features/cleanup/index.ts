// The public surface of the cleanup feature: what other features may use.
export { cleanupKeys } from './api/keys';
