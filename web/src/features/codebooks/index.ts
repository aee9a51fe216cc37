// The public surface of the codebooks feature: what other features may use.
export { getCodebookListQueryOptions } from './api/codebook-queries';
export { departmentsApi } from './codebooks';
