// The public surface of the feedback feature: what the app shell may use (the menu's items and
// the header's "Nahlásit problém").
export { useUnreadReleaseNotes } from './api/unread-release-notes';
export { ReleaseNotesNavLink, UnreadBadge } from './components/release-notes-nav-link';
export { ReportProblemLink } from './components/report-problem-link';
