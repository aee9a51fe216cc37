// The public surface of the regions feature: what other features may use.
export { getRegionsQueryOptions, useRegions } from './api/regions';
