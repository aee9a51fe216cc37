// The public surface of the cleanup feature: what other features may use.
export { CleanupPage } from './routes/cleanup-page';
