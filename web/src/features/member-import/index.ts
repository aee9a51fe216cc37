// The public surface of the member-import feature: what other features may use.
export { MemberImportPage } from './routes/member-import-page';
