// The feature's four pages behind one lazy import: the route tree names one chunk, not four, in
// the entry that every public page loads.
export { FeedbackDetailPage } from './feedback-detail-page';
export { FeedbackListPage } from './feedback-list-page';
export { FeedbackReportPage } from './feedback-report-page';
export { ReleaseNotesPage } from './release-notes-page';
