// The public surface of the member-import feature: what other features may use.
export { memberImportKeys } from './api/keys';
